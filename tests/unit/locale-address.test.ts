import { localeAddress } from '@/lib/domain/paths/locale-address';
import { preferredAddress } from '@/lib/domain/paths/locale-redirect';
import {
  localeSegment,
  localizedBase,
  localizedPath,
  PREFIXED_LOCALES,
  splitAddressLocale,
} from '@/lib/domain/paths/locale-segment';

describe('language segments of an address', () => {
  it('gives English a segment and Spanish, the default, none', () => {
    expect(localeSegment('en')).toBe('en');
    expect(localeSegment('es')).toBeNull();
    expect(PREFIXED_LOCALES).toEqual(['en']);
  });

  it.each([
    ['/en/productos', 'en', true, '/productos'],
    ['/en', 'en', true, '/'],
    ['/en/', 'en', true, '/'],
    ['en/catalogos/a', 'en', true, '/catalogos/a'],
    ['/productos', 'es', false, '/productos'],
    ['/', 'es', false, '/'],
    ['/enlaces', 'es', false, '/enlaces'],
    ['/EN/productos', 'es', false, '/EN/productos'],
    ['/es/productos', 'es', false, '/es/productos'],
    ['/fr/productos', 'es', false, '/fr/productos'],
  ] as const)('%s is %s (named: %s), %s inside', (path, locale, named, rest) => {
    expect(splitAddressLocale(path)).toEqual({ locale, named, rest });
  });

  it('puts the segment after the shop base or the platform root', () => {
    expect(localizedBase('/', 'en')).toBe('/en/');
    expect(localizedBase('/tienda/demo/', 'en')).toBe('/tienda/demo/en/');
    expect(localizedBase('/tienda/demo', 'en')).toBe('/tienda/demo/en/');
    expect(localizedBase('/tienda/demo/', 'es')).toBe('/tienda/demo/');
    expect(localizedBase('/', 'es')).toBe('/');
  });

  it('puts it before a path inside the base, keeping its query', () => {
    expect(localizedPath('', 'en')).toBe('en');
    expect(localizedPath('/', 'en')).toBe('en');
    expect(localizedPath('productos/sup_1/prd_1', 'en')).toBe('en/productos/sup_1/prd_1');
    expect(localizedPath('productos?page=2', 'en')).toBe('en/productos?page=2');
    expect(localizedPath('?page=2', 'en')).toBe('en?page=2');
    expect(localizedPath('productos', 'es')).toBe('productos');
  });
});

describe('the same page in the other language (the language switch)', () => {
  it.each([
    ['/tienda/demo/servicios?page=2', 'en', '/tienda/demo/en/servicios?page=2'],
    ['/tienda/demo/en/servicios?page=2', 'es', '/tienda/demo/servicios?page=2'],
    ['/tienda/demo', 'en', '/tienda/demo/en'],
    ['/tienda/demo/', 'en', '/tienda/demo/en'],
    ['/tienda/demo/en', 'es', '/tienda/demo'],
    ['/tienda/demo/en', 'en', '/tienda/demo/en'],
    ['/productos/sup_1/prd_1#opiniones', 'en', '/en/productos/sup_1/prd_1#opiniones'],
    ['/en/productos', 'es', '/productos'],
    ['/', 'en', '/en'],
    ['/en', 'es', '/'],
    ['/proveedores', 'en', '/en/proveedores'],
    ['/enlaces', 'en', '/en/enlaces'],
  ] as const)('%s in %s is %s', (from, to, address) => {
    expect(localeAddress(from, to)).toBe(address);
  });
});

describe('a saved language on an address without one', () => {
  const request = {
    method: 'GET',
    pathname: '/tienda/demo/productos',
    base: '/tienda/demo/',
    named: false,
    saved: 'en' as const,
    crawlerFile: false,
  };

  it("sends a page request to the saved language's address", () => {
    expect(preferredAddress(request)).toBe('/tienda/demo/en/productos');
    expect(preferredAddress({ ...request, pathname: '/tienda/demo' })).toBe('/tienda/demo/en');
    expect(preferredAddress({ ...request, pathname: '/tienda/Demo/' })).toBe('/tienda/demo/en');
    expect(preferredAddress({ ...request, pathname: '/', base: '/' })).toBe('/en');
    expect(preferredAddress({ ...request, pathname: '/catalogos/a', base: '/' })).toBe(
      '/en/catalogos/a',
    );
    expect(preferredAddress({ ...request, method: 'HEAD' })).toBe('/tienda/demo/en/productos');
  });

  it('leaves everything else where it is', () => {
    // The address names its language: it wins over the cookie.
    expect(preferredAddress({ ...request, named: true, saved: 'es' })).toBeNull();
    expect(preferredAddress({ ...request, named: true })).toBeNull();
    // Spanish saved, or nothing saved.
    expect(preferredAddress({ ...request, saved: 'es' })).toBeNull();
    expect(preferredAddress({ ...request, saved: null })).toBeNull();
    // A form post is answered where it was sent; crawler files serve every language.
    expect(preferredAddress({ ...request, method: 'POST' })).toBeNull();
    expect(preferredAddress({ ...request, crawlerFile: true })).toBeNull();
  });
});
