import { hostNameOf } from '@/lib/domain/paths/host-names';
import {
  extractShopSlugFromHost,
  internalShopPath,
  modeFromSegment,
  isInternalShopPath,
  planShopRewrite,
  resolveShopRoute,
  shopBasePath,
  shopHref,
} from '@/lib/domain/paths/tenancy';

const ROOT = 'localhost:3000';

describe('extractShopSlugFromHost', () => {
  it.each([
    ['demo.localhost:3000', ROOT, 'demo'],
    ['demo.localhost:3100', ROOT, 'demo'],
    ['demo.localhost', ROOT, 'demo'],
    ['DEMO.LocalHost:3000', ROOT, 'demo'],
    ['mi-tienda.example.mx', 'example.mx', 'mi-tienda'],
    ['mi_tienda.example.mx', 'example.mx', 'mi_tienda'],
    ['demo.example.mx.', 'example.mx', 'demo'],
    ['demo.example.mx:443', 'https://example.mx/', 'demo'],
    ['demo.example.com.mx', 'EXAMPLE.com.mx', 'demo'],
  ])('%s under %s → %s', (host, root, slug) => {
    expect(extractShopSlugFromHost(host, root)).toBe(slug);
  });

  it.each([
    ['localhost:3000', ROOT, 'the root itself'],
    ['example.mx', 'example.mx', 'the root itself'],
    ['www.example.mx', 'example.mx', 'reserved www'],
    ['API.example.mx', 'example.mx', 'reserved api'],
    ['app.localhost:3000', ROOT, 'reserved app'],
    ['admin.localhost:3000', ROOT, 'reserved admin'],
    ['static.localhost:3000', ROOT, 'reserved static'],
    ['a.b.localhost:3000', ROOT, 'nested sub-domains'],
    ['127.0.0.1:3000', ROOT, 'an IPv4 host'],
    ['[::1]:3000', ROOT, 'an IPv6 host'],
    ['1.2.3.4', '2.3.4', 'an IP root'],
    ['demo.other.mx', 'example.mx', 'another domain'],
    ['demoexample.mx', 'example.mx', 'a look-alike domain'],
    ['', ROOT, 'an empty host'],
  ])('%s under %s → null (%s)', (host, root) => {
    expect(extractShopSlugFromHost(host, root)).toBeNull();
  });

  it('rejects labels the slug rule forbids', () => {
    expect(extractShopSlugFromHost(`${'x'.repeat(64)}.example.mx`, 'example.mx')).toBeNull();
    expect(extractShopSlugFromHost('de%6do.example.mx', 'example.mx')).toBeNull();
  });
});

describe('hostNameOf', () => {
  it('drops port, scheme, path and trailing dot, and lower-cases', () => {
    expect(hostNameOf('Demo.Example.MX.:8080')).toBe('demo.example.mx');
    expect(hostNameOf('https://example.mx/x')).toBe('example.mx');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
  });
});

describe('resolveShopRoute', () => {
  it('routes a shop sub-domain, keeping the whole path', () => {
    expect(resolveShopRoute('demo.localhost:3000', '/productos/x', ROOT)).toEqual({
      slug: 'demo',
      mode: 'subdomain',
      rest: '/productos/x',
    });
    expect(resolveShopRoute('demo.localhost:3000', '/', ROOT)).toEqual({
      slug: 'demo',
      mode: 'subdomain',
      rest: '/',
    });
    expect(resolveShopRoute('demo.localhost:3000', '', ROOT)?.rest).toBe('/');
  });

  it('routes /tienda/<slug> on the root host', () => {
    expect(resolveShopRoute('localhost:3000', '/tienda/demo', ROOT)).toEqual({
      slug: 'demo',
      mode: 'path',
      rest: '/',
    });
    expect(resolveShopRoute('localhost:3000', '/tienda/demo/', ROOT)).toEqual({
      slug: 'demo',
      mode: 'path',
      rest: '/',
    });
    expect(resolveShopRoute('localhost:3000', '/tienda/demo/productos/x', ROOT)).toEqual({
      slug: 'demo',
      mode: 'path',
      rest: '/productos/x',
    });
    expect(resolveShopRoute('localhost:3000', '/tienda/Demo/catalogos', ROOT)).toEqual({
      slug: 'demo',
      mode: 'path',
      rest: '/catalogos',
    });
  });

  it('lets the sub-domain win over a /tienda path', () => {
    expect(resolveShopRoute('demo.localhost:3000', '/tienda/otra', ROOT)).toEqual({
      slug: 'demo',
      mode: 'subdomain',
      rest: '/tienda/otra',
    });
  });

  it('routes /tienda/<slug> on a reserved or foreign host too', () => {
    expect(resolveShopRoute('www.example.mx', '/tienda/demo', 'example.mx')?.slug).toBe('demo');
    expect(resolveShopRoute('127.0.0.1:3000', '/tienda/demo/productos', ROOT)?.rest).toBe(
      '/productos',
    );
  });

  it("routes every path on a shop's own domain to that domain, named by its host", () => {
    expect(resolveShopRoute('MiTienda.mx', '/productos', 'example.mx')).toEqual({
      slug: 'mitienda.mx',
      mode: 'domain',
      rest: '/productos',
    });
    expect(resolveShopRoute('www.mitienda.mx:3000', '/tienda/otra', ROOT)).toMatchObject({
      slug: 'www.mitienda.mx',
      mode: 'domain',
      rest: '/tienda/otra',
    });
    expect(resolveShopRoute('mitienda.mx', '/api/health', ROOT)).toBeNull();
  });

  it.each([
    'localhost:3000',
    'demo.localhost:3000',
    '127.0.0.1:3000',
    'app-1:3000',
    '[::1]:3000',
    'example.mx',
  ])('does not take %s for a custom domain', (host) => {
    expect(resolveShopRoute(host, '/productos', 'example.mx')).toBeNull();
  });

  it('leaves the shared API and Next assets alone on a shop sub-domain', () => {
    for (const path of ['/api', '/api/shops/demo', '/_next/static/chunk.js', '/_next/image']) {
      expect(resolveShopRoute('demo.localhost:3000', path, ROOT)).toBeNull();
    }
    expect(resolveShopRoute('demo.localhost:3000', '/apiario', ROOT)?.rest).toBe('/apiario');
  });

  it.each([
    '/',
    '/tienda',
    '/tienda/',
    '/tienda//x',
    '/tienda/mi%20tienda',
    '/tienda/a.b',
    '/tiendas/demo',
    '/mis-compras',
  ])('does not route %s on the root host', (path) => {
    expect(resolveShopRoute('localhost:3000', path, ROOT)).toBeNull();
  });
});

describe('shopBasePath and shopHref', () => {
  it('gives / on the sub-domain and /tienda/<slug>/ elsewhere', () => {
    expect(shopBasePath({ slug: 'demo', mode: 'subdomain' })).toBe('/');
    expect(shopBasePath({ slug: 'demo', mode: 'path' })).toBe('/tienda/demo/');
  });

  it.each([
    ['/tienda/demo/', 'productos', '/tienda/demo/productos'],
    ['/tienda/demo/', '/productos', '/tienda/demo/productos'],
    ['/tienda/demo/', '//productos/a/1', '/tienda/demo/productos/a/1'],
    ['/tienda/demo', 'catalogos', '/tienda/demo/catalogos'],
    ['/tienda/demo/', '', '/tienda/demo'],
    ['/tienda/demo/', 'productos/', '/tienda/demo/productos'],
    ['/tienda/demo/', 'productos?page=2', '/tienda/demo/productos?page=2'],
    ['/tienda/demo/', '?page=2', '/tienda/demo?page=2'],
    ['/tienda/demo/', '#top', '/tienda/demo#top'],
    ['/', '', '/'],
    ['/', '/', '/'],
    ['/', 'productos', '/productos'],
    ['/', '?q=x', '/?q=x'],
    ['', 'carrito', '/carrito'],
  ])('shopHref(%j, %j) → %j', (base, path, href) => {
    expect(shopHref(base, path)).toBe(href);
  });
});

describe('internal shop paths', () => {
  it('puts the locale, the way the shop was reached and its slug in the path', () => {
    expect(internalShopPath('es', { slug: 'demo', mode: 'subdomain', rest: '/' })).toBe(
      '/es/s/sub/auto/demo/',
    );
    expect(internalShopPath('en', { slug: 'demo', mode: 'path', rest: '/productos' })).toBe(
      '/en/s/path/auto/demo/productos',
    );
    expect(internalShopPath('es', { slug: 'demo', mode: 'path', rest: 'productos' })).toBe(
      '/es/s/path/auto/demo/productos',
    );
  });

  it('reads the mode segment back, refusing anything else', () => {
    expect(modeFromSegment('sub')).toBe('subdomain');
    expect(modeFromSegment('path')).toBe('path');
    expect(modeFromSegment('dom')).toBe('domain');
    expect(modeFromSegment('demo')).toBeNull();
  });

  it.each(['/s', '/s/', '/s/demo', '/s/demo/productos', '//s/demo', '/%73/demo', '/s%2Fdemo'])(
    '%s is internal',
    (path) => {
      expect(isInternalShopPath(path)).toBe(true);
    },
  );

  it.each(['/', '/shop', '/servicios', '/tienda/s', '/%E0%A4%A'])('%s is not internal', (path) => {
    expect(isInternalShopPath(path)).toBe(false);
  });
});

describe('planShopRewrite', () => {
  it('rewrites a shop request and hands down its base path', () => {
    expect(planShopRewrite('localhost:3000', '/tienda/demo/productos', ROOT)).toEqual({
      kind: 'shop',
      route: { slug: 'demo', mode: 'path', rest: '/productos' },
      base: '/tienda/demo/',
      pathname: '/es/s/path/auto/demo/productos',
      locale: 'es',
      named: false,
    });
    expect(planShopRewrite('demo.localhost:3000', '/', ROOT)).toMatchObject({
      kind: 'shop',
      base: '/',
      pathname: '/es/s/sub/auto/demo/',
    });
  });

  it('takes the language from the address: en/ after the shop base, with the base in it', () => {
    expect(planShopRewrite('localhost:3000', '/tienda/demo/en/productos', ROOT)).toEqual({
      kind: 'shop',
      route: { slug: 'demo', mode: 'path', rest: '/productos' },
      base: '/tienda/demo/en/',
      pathname: '/en/s/path/auto/demo/productos',
      locale: 'en',
      named: true,
    });
    expect(planShopRewrite('demo.localhost:3000', '/en', ROOT)).toMatchObject({
      kind: 'shop',
      base: '/en/',
      pathname: '/en/s/sub/auto/demo/',
      locale: 'en',
    });
    expect(planShopRewrite('mitienda.mx', '/en/catalogos', 'example.mx', 'light')).toMatchObject({
      pathname: '/en/s/dom/light/mitienda.mx/catalogos',
      base: '/en/',
    });
    // Only the exact segment: /enlaces is a Spanish page; es has no segment of its own.
    expect(planShopRewrite('demo.localhost:3000', '/enlaces', ROOT)).toMatchObject({
      pathname: '/es/s/sub/auto/demo/enlaces',
      named: false,
    });
    expect(planShopRewrite('demo.localhost:3000', '/es/productos', ROOT)).toMatchObject({
      pathname: '/es/s/sub/auto/demo/es/productos',
      named: false,
    });
  });

  it("rewrites a custom domain's request with the host in place of the slug, based at /", () => {
    expect(planShopRewrite('mitienda.mx', '/catalogos', 'example.mx', 'dark')).toEqual({
      kind: 'shop',
      route: { slug: 'mitienda.mx', mode: 'domain', rest: '/catalogos' },
      base: '/',
      pathname: '/es/s/dom/dark/mitienda.mx/catalogos',
      locale: 'es',
      named: false,
    });
  });

  it('hides the internal route from direct visits on the platform host, in any language', () => {
    expect(planShopRewrite('localhost:3000', '/s/path/demo', ROOT)).toEqual({
      kind: 'not-found',
      pathname: '/es/404-internal',
      locale: 'es',
      named: false,
    });
    expect(planShopRewrite('localhost:3000', '/en/s/path/auto/demo', ROOT)).toMatchObject({
      kind: 'not-found',
      pathname: '/en/404-internal',
    });
    expect(planShopRewrite('localhost:3000', '/en/%73/demo', ROOT)).toMatchObject({
      kind: 'not-found',
    });
  });

  it('keeps a shop sub-domain inside its own shop even for /s/…', () => {
    expect(planShopRewrite('demo.localhost:3000', '/s/otra', ROOT)).toMatchObject({
      kind: 'shop',
      pathname: '/es/s/sub/auto/demo/s/otra',
    });
  });

  it('puts platform pages under the locale of their address', () => {
    expect(planShopRewrite('localhost:3000', '/en/mis-compras', ROOT)).toEqual({
      kind: 'platform',
      pathname: '/en/mis-compras',
      locale: 'en',
      named: true,
    });
    expect(planShopRewrite('localhost:3000', '/en', ROOT)).toMatchObject({
      kind: 'platform',
      pathname: '/en',
    });
    expect(planShopRewrite('localhost:3000', '/', ROOT)).toEqual({
      kind: 'platform',
      pathname: '/es',
      locale: 'es',
      named: false,
    });
  });

  it('leaves the API and Next files alone on every host', () => {
    expect(planShopRewrite('demo.localhost:3000', '/api/health', ROOT)).toEqual({
      kind: 'none',
    });
    expect(planShopRewrite('localhost:3000', '/_next/static/x.js', ROOT)).toEqual({
      kind: 'none',
    });
  });
});
