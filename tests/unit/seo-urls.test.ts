import {
  isLocalHost,
  publicHost,
  publicOrigin,
  publicProtocol,
} from '@/lib/domain/seo/public-origin';
import {
  absoluteUrl,
  canonicalShopBase,
  shopAddressBase,
  shopCanonicalUrl,
} from '@/lib/domain/seo/shop-urls';

const LOCAL = { rootDomain: 'localhost:3000' };
const PROD = { rootDomain: 'example.mx' };
const shop = (
  overrides: Partial<{ canonical_url: string | null; canonical_domain: string | null }> = {},
) => ({
  slug: 'demo',
  canonical_url: null,
  canonical_domain: null,
  ...overrides,
});

describe('publicProtocol', () => {
  it.each([
    ['localhost:3000', 'http'],
    ['demo.localhost:3000', 'http'],
    ['LOCALHOST', 'http'],
    ['127.0.0.1:3000', 'http'],
    ['[::1]:3000', 'http'],
    ['example.mx', 'https'],
    ['demo.example.mx', 'https'],
    ['localhost.example.mx', 'https'],
  ])('%s → %s', (host, protocol) => {
    expect(publicProtocol(host)).toBe(protocol);
  });

  it('PUBLIC_PROTOCOL overrides the rule; anything but http/https is ignored', () => {
    expect(publicProtocol('example.mx', 'http')).toBe('http');
    expect(publicProtocol('localhost:3000', 'HTTPS')).toBe('https');
    expect(publicProtocol('localhost:3000', 'https:')).toBe('https');
    expect(publicProtocol('example.mx', 'ftp')).toBe('https');
    expect(publicProtocol('example.mx', '')).toBe('https');
  });

  it('knows local hosts', () => {
    expect(isLocalHost('a.localhost')).toBe(true);
    expect(isLocalHost('mylocalhost.mx')).toBe(false);
  });
});

describe('publicHost / publicOrigin', () => {
  it.each([
    ['Example.MX', 'example.mx'],
    ['https://example.mx/', 'example.mx'],
    ['example.mx.', 'example.mx'],
    ['localhost:3000', 'localhost:3000'],
    ['  tienda.example.mx/x?y ', 'tienda.example.mx'],
    ['[::1]:3000', '[::1]:3000'],
  ])('%s → %s', (value, host) => {
    expect(publicHost(value)).toBe(host);
  });

  it.each([
    '',
    null,
    undefined,
    'no spaces.mx',
    'a..b',
    '-x.mx',
    'x.mx:port',
    'javascript:alert(1)',
  ])('%s is not a host', (value) => {
    expect(publicHost(value)).toBeNull();
  });

  it('builds origins, dropping default ports', () => {
    expect(publicOrigin('demo.localhost:3000', {})).toBe('http://demo.localhost:3000');
    expect(publicOrigin('example.mx:443', {})).toBe('https://example.mx');
    expect(publicOrigin('bad host', {})).toBeNull();
  });
});

describe('shopAddressBase', () => {
  it('gives the sub-domain and path forms', () => {
    expect(shopAddressBase('demo', 'subdomain', LOCAL)).toBe('http://demo.localhost:3000/');
    expect(shopAddressBase('demo', 'path', LOCAL)).toBe('http://localhost:3000/tienda/demo/');
    expect(shopAddressBase('Demo', 'subdomain', PROD)).toBe('https://demo.example.mx/');
    expect(shopAddressBase('demo', 'path', PROD)).toBe('https://example.mx/tienda/demo/');
    expect(shopAddressBase('demo', 'subdomain', { rootDomain: 'https://example.mx/' })).toBe(
      'https://demo.example.mx/',
    );
  });

  it('falls back to the path form when the root domain is an IP address', () => {
    expect(shopAddressBase('demo', 'subdomain', { rootDomain: '192.168.1.5:3000' })).toBe(
      'http://192.168.1.5:3000/tienda/demo/',
    );
  });

  it('honours PUBLIC_PROTOCOL', () => {
    expect(
      shopAddressBase('demo', 'subdomain', { rootDomain: 'example.mx', protocol: 'http' }),
    ).toBe('http://demo.example.mx/');
  });
});

describe('canonicalShopBase / shopCanonicalUrl', () => {
  it('is the sub-domain form by default, whichever address the visitor used', () => {
    expect(canonicalShopBase(shop(), PROD)).toBe('https://demo.example.mx/');
    expect(shopCanonicalUrl(shop(), PROD)).toBe('https://demo.example.mx/');
    expect(shopCanonicalUrl(shop(), PROD, 'productos/sup_1/prd_1')).toBe(
      'https://demo.example.mx/productos/sup_1/prd_1',
    );
    expect(shopCanonicalUrl(shop(), LOCAL, '/productos')).toBe(
      'http://demo.localhost:3000/productos',
    );
  });

  it('uses canonical_domain for every page, over canonical_url', () => {
    const custom = shop({ canonical_domain: 'MiTienda.mx', canonical_url: 'https://otra.mx/' });
    expect(canonicalShopBase(custom, PROD)).toBe('https://mitienda.mx/');
    expect(shopCanonicalUrl(custom, PROD)).toBe('https://mitienda.mx/');
    expect(shopCanonicalUrl(custom, PROD, 'productos/a/b')).toBe(
      'https://mitienda.mx/productos/a/b',
    );
    expect(shopCanonicalUrl(shop({ canonical_domain: 'https://mitienda.mx/' }), PROD)).toBe(
      'https://mitienda.mx/',
    );
  });

  it('uses canonical_url for the home only', () => {
    const withUrl = shop({ canonical_url: 'https://www.mitienda.mx/inicio' });
    expect(shopCanonicalUrl(withUrl, PROD)).toBe('https://www.mitienda.mx/inicio');
    expect(shopCanonicalUrl(withUrl, PROD, '/')).toBe('https://www.mitienda.mx/inicio');
    expect(shopCanonicalUrl(withUrl, PROD, 'productos')).toBe('https://demo.example.mx/productos');
  });

  it('ignores invalid canonical values', () => {
    const bad = shop({ canonical_url: 'javascript:alert(1)', canonical_domain: 'not a domain' });
    expect(shopCanonicalUrl(bad, PROD)).toBe('https://demo.example.mx/');
    expect(shopCanonicalUrl(shop({ canonical_url: '  ' }), PROD)).toBe('https://demo.example.mx/');
  });
});

describe('absoluteUrl', () => {
  const base = 'http://localhost:3000/tienda/demo/';
  it.each([
    ['', 'http://localhost:3000/tienda/demo'],
    ['productos/o/1', 'http://localhost:3000/tienda/demo/productos/o/1'],
    ['catalogos?page=2', 'http://localhost:3000/tienda/demo/catalogos?page=2'],
    ['/demo/products/x.svg', 'http://localhost:3000/demo/products/x.svg'],
    ['//cdn.example.mx/x.png', 'http://cdn.example.mx/x.png'],
    ['https://cdn.example.mx/x.png', 'https://cdn.example.mx/x.png'],
  ])('%s → %s', (path, url) => {
    expect(absoluteUrl(base, path)).toBe(url);
  });

  it('keeps the root of a sub-domain base', () => {
    expect(absoluteUrl('https://demo.example.mx/', '')).toBe('https://demo.example.mx/');
  });
});
