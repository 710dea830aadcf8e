import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

import { config, middleware } from '@/middleware';

function run(url: string, headers?: Record<string, string>) {
  return middleware(new NextRequest(url, { headers }));
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

function attributes(setCookie: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (setCookie ?? '').split('; ').map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('middleware: shop rewrites', () => {
  it('rewrites a shop sub-domain to /s/<slug>, keeping the query', () => {
    const response = run('http://demo.localhost:3000/productos?referral=abc');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/s/demo/productos?referral=abc',
    );
    expect(response.headers.get('x-middleware-request-x-shop-base')).toBe('/');
    expect(response.headers.get('x-middleware-request-x-shop-slug')).toBe('demo');
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).toEqual(
      expect.arrayContaining(['x-shop-base', 'x-shop-slug']),
    );
  });

  it('rewrites the shop home on a sub-domain', () => {
    // NextURL drops the trailing slash of `/s/demo/` (trailingSlash: false); the route is the same.
    const response = run('http://demo.localhost:3000/');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://demo.localhost:3000/s/demo');
  });

  it('rewrites /tienda/<slug>/… with base /tienda/<slug>/', () => {
    const response = run('http://localhost:3000/tienda/demo/catalogos?page=2');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/s/demo/catalogos?page=2',
    );
    expect(response.headers.get('x-middleware-request-x-shop-base')).toBe('/tienda/demo/');
    expect(response.headers.get('x-middleware-request-x-shop-slug')).toBe('demo');
  });

  it('follows ROOT_DOMAIN', () => {
    vi.stubEnv('ROOT_DOMAIN', 'example.mx');
    expect(run('https://demo.example.mx/').headers.get('x-middleware-rewrite')).toBe(
      'https://demo.example.mx/s/demo',
    );
    expect(run('http://demo.localhost:3000/').headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('sends direct visits to the internal route to a 404', () => {
    for (const path of ['/s/demo', '/s/demo/productos', '/%73/demo']) {
      const response = run(`http://localhost:3000${path}`);
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        'http://localhost:3000/404-internal',
      );
    }
  });

  it('passes platform pages through and strips spoofed shop headers', () => {
    const response = run('http://localhost:3000/mis-compras', {
      'x-shop-base': '/evil/',
      'x-shop-slug': 'evil',
    });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-shop-base')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-shop-slug')).toBeNull();
  });

  it('overrides spoofed shop headers on shop requests', () => {
    const response = run('http://localhost:3000/tienda/demo', { 'x-shop-slug': 'evil' });
    expect(response.headers.get('x-middleware-request-x-shop-slug')).toBe('demo');
  });
});

describe('middleware: tracking cookies', () => {
  it('sets the cookie for one day, host-only on localhost', () => {
    const [cookie, ...others] = setCookies(
      run('http://demo.localhost:3000/productos?referral=abc'),
    );
    expect(others).toEqual([]);
    const parsed = attributes(cookie);
    expect(parsed).toMatchObject({
      referralID: 'abc',
      Path: '/',
      'Max-Age': '86400',
      SameSite: 'lax',
    });
    expect(parsed).not.toHaveProperty('Domain');
  });

  it('shares the cookies across shop sub-domains on a real domain', () => {
    vi.stubEnv('ROOT_DOMAIN', 'example.mx');
    const cookies = setCookies(run('https://demo.example.mx/?campaign=verano&click_id=c1'));
    expect(cookies).toHaveLength(2);
    expect(attributes(cookies[0])).toMatchObject({
      campaign: 'verano',
      Path: '/',
      Domain: '.example.mx',
      'Max-Age': '86400',
      SameSite: 'lax',
    });
    expect(attributes(cookies[1])).toMatchObject({ clickID: 'c1', Domain: '.example.mx' });
  });

  it('deletes a cookie whose parameter is empty, on platform pages too', () => {
    const [cookie] = setCookies(run('http://localhost:3000/?referral='));
    expect(attributes(cookie)).toMatchObject({
      referralID: '',
      Path: '/',
      Expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
    });
  });

  it('sets nothing without tracking parameters', () => {
    expect(setCookies(run('http://localhost:3000/tienda/demo?page=2'))).toEqual([]);
  });

  it('encodes values that are not cookie-safe', () => {
    const [cookie] = setCookies(run('http://localhost:3000/?campaign=a%3Bb%20c'));
    expect(cookie).toMatch(/^campaign=a%3Bb%20c;/);
  });
});

describe('middleware: matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each([
    '/',
    '/productos',
    '/tienda/demo',
    '/tienda/demo/productos/a/1',
    '/s/demo',
    '/apiario',
    '/robots.txt',
    '/sitemap.xml',
    '/tienda/demo/sitemap.xml',
  ])('runs on %s', (url) => {
    expect(matches(url)).toBe(true);
  });

  it.each([
    '/api',
    '/api/shops/demo',
    '/_next/static/chunks/a.js',
    '/_next/image',
    '/favicon.ico',
    '/logo.png',
    '/fonts/inter.woff2',
  ])('skips %s', (url) => {
    expect(matches(url)).toBe(false);
  });
});
