import { type CrossOriginWrite, isCsrfAllowed } from '@/lib/domain/request/csrf';

const ROOT = 'tienda.mx';
const post = { method: 'POST', path: '/api/auth/login', hasSessionCookie: true };
/** A browser on moda's pages writing to demo's host: same site, another shop. */
const fromModa = { ...post, origin: 'https://moda.tienda.mx', host: 'demo.tienda.mx' };

describe('CSRF check', () => {
  it('lets reads through', () => {
    expect(
      isCsrfAllowed({ method: 'GET', secFetchSite: 'cross-site', hasSessionCookie: true }, ROOT),
    ).toBe(true);
  });

  it.each([
    ['same-origin', true],
    ['none', true],
    ['same-site', false],
    ['cross-site', false],
  ])('Sec-Fetch-Site %s from another origin → %s', (site, allowed) => {
    expect(isCsrfAllowed({ ...fromModa, secFetchSite: site }, ROOT)).toBe(allowed);
  });

  it("accepts the request's own origin, on any host the site is reached by", () => {
    for (const host of ['demo.tienda.mx', 'tienda.mx', 'mitienda.com', '127.0.0.1:3000'])
      expect(isCsrfAllowed({ ...post, origin: `https://${host}`, host }, ROOT)).toBe(true);
    // What a browser sends for its own origin, whatever it says of the site.
    expect(
      isCsrfAllowed(
        { ...post, secFetchSite: 'same-site', origin: 'https://tienda.mx', host: 'tienda.mx' },
        ROOT,
      ),
    ).toBe(true);
  });

  it('believes a browser that calls the page cross-site, whatever the Origin says', () => {
    expect(
      isCsrfAllowed(
        { ...post, secFetchSite: 'cross-site', origin: 'http://tienda.mx', host: 'tienda.mx' },
        ROOT,
      ),
    ).toBe(false);
  });

  it('refuses a sibling shop, the platform and the shops on a shop host', () => {
    expect(isCsrfAllowed(fromModa, ROOT)).toBe(false);
    expect(isCsrfAllowed({ ...fromModa, origin: 'https://tienda.mx' }, ROOT)).toBe(false);
    expect(
      isCsrfAllowed({ ...post, origin: 'https://demo.tienda.mx', host: 'tienda.mx' }, ROOT),
    ).toBe(false);
  });

  it('refuses foreign, look-alike and null origins', () => {
    for (const origin of [
      'https://malo.example',
      'https://malotienda.mx',
      'null',
      'ftp://tienda.mx',
    ])
      expect(isCsrfAllowed({ ...post, origin, host: 'tienda.mx' }, ROOT)).toBe(false);
  });

  it('accepts the platform origin only for a listed write', () => {
    const handOver: CrossOriginWrite[] = [
      { method: 'POST', path: '/api/auth/handoff', from: 'platform' },
    ];
    const fromPlatform = { ...post, origin: 'https://tienda.mx', host: 'demo.tienda.mx' };
    expect(isCsrfAllowed({ ...fromPlatform, path: '/api/auth/handoff' }, ROOT, handOver)).toBe(
      true,
    );
    expect(isCsrfAllowed({ ...fromPlatform, path: '/api/auth/logout' }, ROOT, handOver)).toBe(
      false,
    );
    expect(
      isCsrfAllowed(
        { ...fromPlatform, method: 'DELETE', path: '/api/auth/handoff' },
        ROOT,
        handOver,
      ),
    ).toBe(false);
    // A sibling shop is not the platform, even for a listed write.
    expect(isCsrfAllowed({ ...fromModa, path: '/api/auth/handoff' }, ROOT, handOver)).toBe(false);
  });

  it('without Origin allows only requests without a session cookie, and no browser that said where it was', () => {
    expect(isCsrfAllowed({ method: 'POST', hasSessionCookie: false }, ROOT)).toBe(true);
    expect(isCsrfAllowed({ method: 'DELETE', hasSessionCookie: true }, ROOT)).toBe(false);
    expect(
      isCsrfAllowed({ method: 'POST', secFetchSite: 'same-site', hasSessionCookie: false }, ROOT),
    ).toBe(false);
  });
});
