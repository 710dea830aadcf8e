import { describe, expect, it } from 'vitest';

import { classifyHandoffHost, parseRedirectUri } from '@/lib/domain/accounts/handoff-rules';
import { isSameOriginPost, isTopLevelNavigation } from '@/lib/domain/request/navigation';

const ROOT = 'localhost:3000';

describe('hosts a login may be handed to', () => {
  it('are the platform, its shop sub-domains on the same port, and outside domains', () => {
    expect(classifyHandoffHost('localhost:3000', ROOT)).toEqual({
      kind: 'platform',
      host: 'localhost:3000',
    });
    expect(classifyHandoffHost('Demo.localhost:3000', ROOT)).toEqual({
      kind: 'shop',
      host: 'demo.localhost:3000',
      slug: 'demo',
    });
    expect(classifyHandoffHost('mitienda.mx', ROOT)).toEqual({
      kind: 'domain',
      host: 'mitienda.mx',
    });
  });

  it('are never another port, a reserved or nested sub-domain, an IP address or junk', () => {
    for (const host of [
      'demo.localhost:4000',
      'localhost:4000',
      'www.localhost:3000',
      'a.b.localhost:3000',
      '127.0.0.1:3000',
      'mitienda.mx:8443',
      'evil.com/x',
      '',
    ])
      expect(classifyHandoffHost(host, ROOT), host).toBeNull();
  });
});

describe('the redirect_uri of an authorize request', () => {
  it("is another host's allow page with its public protocol, its query kept", () => {
    const parsed = parseRedirectUri('http://demo.localhost:3000/auth/allow?next=%2Fcarrito', '');
    expect(parsed?.host).toBe('demo.localhost:3000');
    expect(parsed?.url.searchParams.get('next')).toBe('/carrito');
    expect(parseRedirectUri('https://mitienda.mx/auth/allow', undefined)?.host).toBe('mitienda.mx');
  });

  it('refuses other paths, plain http outside development, credentials and fragments', () => {
    for (const uri of [
      'http://demo.localhost:3000/auth/allowed',
      'http://demo.localhost:3000/',
      'http://mitienda.mx/auth/allow',
      'http://user:pw@demo.localhost:3000/auth/allow',
      'http://demo.localhost:3000/auth/allow#x',
      'javascript:alert(1)',
      '/auth/allow',
    ])
      expect(parseRedirectUri(uri, undefined), uri).toBeNull();
  });
});

describe('requests a hand-off step takes', () => {
  it('hands a code only to a page opened in the window, not to a fetch or a frame', () => {
    expect(isTopLevelNavigation({ mode: 'navigate', dest: 'document' })).toBe(true);
    expect(isTopLevelNavigation({})).toBe(true);
    expect(isTopLevelNavigation({ mode: 'cors', dest: 'empty' })).toBe(false);
    expect(isTopLevelNavigation({ mode: 'navigate', dest: 'iframe' })).toBe(false);
  });

  it('takes the confirm form from its own origin only, not from a sibling shop', () => {
    const host = 'localhost:3000';
    expect(isSameOriginPost({ site: 'same-origin', host })).toBe(true);
    expect(isSameOriginPost({ site: 'same-site', host })).toBe(false);
    expect(isSameOriginPost({ origin: 'http://localhost:3000', host })).toBe(true);
    expect(isSameOriginPost({ origin: 'http://demo.localhost:3000', host })).toBe(false);
    expect(isSameOriginPost({ host })).toBe(false);
  });
});
