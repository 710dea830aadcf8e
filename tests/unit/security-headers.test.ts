import { createHash } from 'node:crypto';

import {
  contentSecurityPolicy,
  pageScriptPolicy,
  shopScriptProviders,
} from '@/lib/domain/request/content-security-policy';
import { PERMISSIONS_POLICY, strictTransportSecurity } from '@/lib/domain/request/security-headers';
import {
  inlineScriptHashes,
  pinnedPolicy,
  withoutScriptNonces,
} from '@/server/inline-script-hashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Strict-Transport-Security', () => {
  const site = { rootDomain: 'tienda.mx' };

  it('is sent for hosts served over https, covering the platform sub-domains', () => {
    const year = 'max-age=31536000';
    expect(strictTransportSecurity('tienda.mx', site)).toBe(`${year}; includeSubDomains`);
    expect(strictTransportSecurity('demo.tienda.mx', site)).toBe(`${year}; includeSubDomains`);
    // A shop's custom domain: itself only, its owner's other sub-domains are not ours.
    expect(strictTransportSecurity('mitienda.com', site)).toBe(year);
  });

  it('is not sent over http: localhost, IPs, or PUBLIC_PROTOCOL=http', () => {
    const local = { rootDomain: 'localhost:3000' };
    expect(strictTransportSecurity('localhost:3000', local)).toBeNull();
    expect(strictTransportSecurity('demo.localhost:3000', local)).toBeNull();
    expect(strictTransportSecurity('192.168.1.20:3000', local)).toBeNull();
    expect(strictTransportSecurity('tienda.mx', { ...site, protocol: 'http' })).toBeNull();
    expect(strictTransportSecurity('localhost:3000', { ...local, protocol: 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('Permissions-Policy', () => {
  it('switches off what no page uses and leaves payment to the site and its providers', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toContain('payment=(self "https://js.stripe.com"');
  });
});

describe('Content-Security-Policy', () => {
  it('limits scripts to the site and the providers the platform works with', () => {
    const policy = contentSecurityPolicy({ development: false });
    expect(policy).toMatch(/^script-src 'self' 'unsafe-inline' https:\/\/js\.stripe\.com /);
    expect(policy).toContain('https://connect.facebook.net');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
  });

  it("narrows a shop's pages to the providers its settings use, on its own host only", () => {
    const moda = { live_chat_license: '12345678', fb_pixel: '1234567890123456' };
    const demo = { live_chat_license: null, fb_pixel: null };
    expect(shopScriptProviders(moda, '/')).toEqual(['live-chat', 'meta-pixel']);
    expect(shopScriptProviders({ ...moda, fb_pixel: 'no-es-un-id' }, '/')).toEqual(['live-chat']);
    expect(shopScriptProviders(demo, '/')).toEqual([]);
    // Under /tienda/moda/ the page shares the platform's origin: no shop's scripts there.
    expect(shopScriptProviders(moda, '/tienda/moda/')).toEqual([]);
    expect(pageScriptPolicy([], { development: false })).toBe("script-src 'self' 'unsafe-inline'");
    expect(pageScriptPolicy(['live-chat'], { development: false })).toBe(
      "script-src 'self' 'unsafe-inline' https://*.livechatinc.com",
    );
  });
});

describe("pinning a page's inline scripts", () => {
  const own = [
    '(self.__next_f=self.__next_f||[]).push([0])',
    'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})',
    '$RC("B:0","S:0")',
    'requestAnimationFrame(function(){$RT=performance.now()});',
  ];
  const page = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    `<script id="_R_">${own[2]}</script></head><body>`,
    '<script type="application/ld+json">{"@type":"Store"}</script>',
    ...own.filter((_, i) => i !== 2).map((body) => `<script>${body}</script>`),
    `<script>${own[1]}</script>`,
    '<script>alert(document.cookie)</script>',
    '</body></html>',
  ].join('');

  it("hashes Next's and React's own inline scripts once each, and nothing else", () => {
    const { hashes, foreign } = inlineScriptHashes(page);
    expect(new Set(hashes)).toEqual(new Set(own.map(sha256)));
    expect(hashes).toHaveLength(own.length);
    expect(foreign).toEqual(['alert(document.cookie)']);
  });

  it("puts the hashes in script-src in place of 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ development: false });
    const pinned = pinnedPolicy(policy, [sha256(own[0]!)]);
    expect(pinned).not.toContain("'unsafe-inline'");
    expect(pinned).toContain(`script-src 'self' https://js.stripe.com`);
    expect(pinned).toMatch(/script-src [^;]*'sha256-[^']+'; object-src 'none'/);
    // No inline script at all: none may run.
    expect(pinnedPolicy(policy, [])).toMatch(/^script-src 'self' https:/);
    expect(pinnedPolicy("default-src 'none'", [sha256('x')])).toBeNull();
  });

  it('drops the nonces a cached page kept from its first request, and nothing else', () => {
    const withNonces = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="abc+/="></script>',
      `<script nonce="abc+/=">${own[0]}</script>`,
      '<p data-nonce="x" nonce="y">nonce="z"</p>',
    ].join('');
    expect(withoutScriptNonces(withNonces)).toBe(
      [
        '<script src="/_next/static/chunks/a.js" async=""></script>',
        `<script>${own[0]}</script>`,
        '<p data-nonce="x" nonce="y">nonce="z"</p>',
      ].join(''),
    );
    // The hashes are of the scripts' text: the same with and without the nonces.
    expect(inlineScriptHashes(withoutScriptNonces(withNonces)).hashes).toEqual(
      inlineScriptHashes(withNonces).hashes,
    );
  });
});
