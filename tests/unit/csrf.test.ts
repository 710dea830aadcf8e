import { isCsrfAllowed } from '@/lib/domain/request/csrf';

const ROOT = 'tienda.mx';
const post = { method: 'POST', hasSessionCookie: true };

describe('CSRF check', () => {
  it('lets reads through', () => {
    expect(
      isCsrfAllowed({ method: 'GET', secFetchSite: 'cross-site', hasSessionCookie: true }, ROOT),
    ).toBe(true);
  });

  it.each([
    ['same-origin', true],
    ['same-site', true],
    ['none', true],
    ['cross-site', false],
  ])('Sec-Fetch-Site %s → %s', (site, allowed) => {
    expect(
      isCsrfAllowed({ ...post, secFetchSite: site, origin: 'https://malo.example' }, ROOT),
    ).toBe(allowed);
  });

  it('accepts the own host, the root domain and its shop sub-domains as Origin', () => {
    expect(isCsrfAllowed({ ...post, origin: 'https://otra.com', host: 'otra.com' }, ROOT)).toBe(
      true,
    );
    expect(
      isCsrfAllowed({ ...post, origin: 'https://tienda.mx', host: 'api.tienda.mx' }, ROOT),
    ).toBe(true);
    expect(
      isCsrfAllowed({ ...post, origin: 'https://moda.tienda.mx', host: 'tienda.mx' }, ROOT),
    ).toBe(true);
  });

  it('refuses foreign, look-alike and null origins', () => {
    expect(
      isCsrfAllowed({ ...post, origin: 'https://malo.example', host: 'tienda.mx' }, ROOT),
    ).toBe(false);
    expect(
      isCsrfAllowed({ ...post, origin: 'https://malotienda.mx', host: 'tienda.mx' }, ROOT),
    ).toBe(false);
    expect(isCsrfAllowed({ ...post, origin: 'null', host: 'tienda.mx' }, ROOT)).toBe(false);
  });

  it('without Origin or Sec-Fetch-Site allows only requests without a session cookie', () => {
    expect(isCsrfAllowed({ method: 'POST', hasSessionCookie: false }, ROOT)).toBe(true);
    expect(isCsrfAllowed({ method: 'DELETE', hasSessionCookie: true }, ROOT)).toBe(false);
  });
});
