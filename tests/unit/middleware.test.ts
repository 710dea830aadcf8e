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
  it('rewrites a shop sub-domain to /<locale>/s/sub/<scheme>/<slug>, keeping the query', () => {
    const response = run('http://demo.localhost:3000/info?referral=abc');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es/s/sub/auto/demo/info?referral=abc',
    );
  });

  it("sends a type list's page, sort and search to a path of their own", () => {
    const page = run('http://demo.localhost:3000/productos?page=2&sort=-list_price');
    expect(page.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es/s/sub/auto/demo/productos/2_-list_price?page=2&sort=-list_price',
    );
    const first = run('http://localhost:3000/tienda/demo/en/servicios');
    expect(first.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/s/path/auto/demo/servicios/1',
    );
    const search = run('http://demo.localhost:3000/productos?search=caf');
    expect(search.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es/s/sub/auto/demo/productos/1~Y2Fm?search=caf',
    );
  });

  it('rewrites the shop home on a sub-domain', () => {
    // NextURL drops the trailing slash (trailingSlash: false); the route is the same.
    const response = run('http://demo.localhost:3000/');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es/s/sub/auto/demo',
    );
  });

  it('rewrites /tienda/<slug>/… with base /tienda/<slug>/', () => {
    const response = run('http://localhost:3000/tienda/demo/franquicias?page=2');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo/franquicias?page=2',
    );
  });

  it("sends a catalogue page's page and search to a path of their own", () => {
    const page = run('http://localhost:3000/tienda/demo/catalogos/lo-mas-vendido?page=2');
    expect(page.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo/catalogos-vista/2/lo-mas-vendido?page=2',
    );
    const list = run('http://demo.localhost:3000/en/catalogos');
    expect(list.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/en/s/sub/auto/demo/catalogos-vista/1',
    );
    const owned = run('http://localhost:3000/tienda/demo/catalogos/demo/lo-mas-vendido?page=3');
    expect(owned.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo/catalogos-vista/3/demo/lo-mas-vendido?page=3',
    );
    const search = run('http://localhost:3000/tienda/demo/catalogos/lo-mas-vendido?search=caf');
    expect(search.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo/catalogos-vista/1~Y2Fm/lo-mas-vendido?search=caf',
    );
  });

  it('follows ROOT_DOMAIN', () => {
    vi.stubEnv('ROOT_DOMAIN', 'example.mx');
    expect(run('https://demo.example.mx/').headers.get('x-middleware-rewrite')).toBe(
      'https://demo.example.mx/es/s/sub/auto/demo',
    );
    expect(run('http://demo.localhost:3000/').headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es',
    );
  });

  it('sends direct visits to the internal route to a 404', () => {
    for (const path of ['/s/demo', '/s/path/demo/productos', '/%73/demo']) {
      const response = run(`http://localhost:3000${path}`);
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        'http://localhost:3000/es/404-internal',
      );
    }
  });

  it('puts platform pages under the locale', () => {
    const response = run('http://localhost:3000/mis-compras');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/mis-compras',
    );
  });
});

describe('middleware: colour scheme', () => {
  it('puts the saved light/dark choice in the shop path, and follows the system without one', () => {
    const dark = run('http://demo.localhost:3000/productos', { cookie: 'theme=dark' });
    expect(dark.headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/es/s/sub/dark/demo/productos/1',
    );
    const light = run('http://localhost:3000/tienda/demo/en', {
      cookie: 'theme=light; NEXT_LOCALE=en',
    });
    expect(light.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/s/path/light/demo',
    );
    const junk = run('http://localhost:3000/tienda/demo', { cookie: 'theme=sepia' });
    expect(junk.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo',
    );
  });
});

describe('middleware: locale', () => {
  it('takes the locale from the address: en/ after the shop base or the platform root', () => {
    const english = run('http://localhost:3000/tienda/demo/en/franquicias?page=2');
    expect(english.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/s/path/auto/demo/franquicias?page=2',
    );
    expect(run('http://demo.localhost:3000/en').headers.get('x-middleware-rewrite')).toBe(
      'http://demo.localhost:3000/en/s/sub/auto/demo',
    );
    expect(run('http://localhost:3000/en/proveedores').headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/proveedores',
    );
    expect(run('http://localhost:3000/').headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es',
    );
  });

  it('serves an address in its own language whatever the cookie, and saves the choice', () => {
    const english = run('http://localhost:3000/tienda/demo/en', { cookie: 'NEXT_LOCALE=es' });
    expect(english.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/s/path/auto/demo',
    );
    expect(attributes(setCookies(english)[0])).toMatchObject({
      NEXT_LOCALE: 'en',
      Path: '/',
      'Max-Age': String(365 * 24 * 60 * 60),
      SameSite: 'lax',
    });
    // A crawler (no cookie) gets the English page too; a saved English is not written again.
    expect(run('http://localhost:3000/en').headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en',
    );
    expect(setCookies(run('http://localhost:3000/en', { cookie: 'NEXT_LOCALE=en' }))).toEqual([]);
    // The Spanish address writes nothing: it is where everyone without a choice lands.
    expect(setCookies(run('http://localhost:3000/tienda/demo'))).toEqual([]);
  });

  it('sends a visitor who saved English from a Spanish address to the English one', () => {
    const response = run('http://localhost:3000/tienda/demo/servicios?page=2', {
      cookie: 'NEXT_LOCALE=en',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/tienda/demo/en/servicios?page=2',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(
      run('http://demo.localhost:3000/', { cookie: 'NEXT_LOCALE=en' }).headers.get('location'),
    ).toBe('http://demo.localhost:3000/en');
    expect(
      run('http://localhost:3000/proveedores', { cookie: 'NEXT_LOCALE=en' }).headers.get(
        'location',
      ),
    ).toBe('http://localhost:3000/en/proveedores');
  });

  it('never moves crawler files, form posts, or visitors without a saved English', () => {
    for (const url of ['http://localhost:3000/sitemap.xml', 'http://localhost:3000/robots.txt']) {
      expect(run(url, { cookie: 'NEXT_LOCALE=en' }).headers.get('location')).toBeNull();
    }
    const post = middleware(
      new NextRequest('http://localhost:3000/tienda/demo/carrito/linea', {
        method: 'POST',
        headers: { cookie: 'NEXT_LOCALE=en' },
      }),
    );
    expect(post.headers.get('location')).toBeNull();
    expect(post.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/s/path/auto/demo/carrito/linea',
    );
    const unknown = run('http://localhost:3000/', { cookie: 'NEXT_LOCALE=fr' });
    expect(unknown.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/es');
  });

  it("tells the page the address's language, never a client's copy", () => {
    const english = run('http://localhost:3000/en/no-existe', { 'x-page-locale': 'es' });
    expect(english.headers.get('x-middleware-request-x-page-locale')).toBe('en');
  });

  it('cannot be reached by writing the locale segment yourself', () => {
    const response = run('http://localhost:3000/es/s/path/auto/demo');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/es/es/s/path/auto/demo',
    );
    expect(
      run('http://localhost:3000/en/s/path/auto/demo').headers.get('x-middleware-rewrite'),
    ).toBe('http://localhost:3000/en/404-internal');
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

describe('middleware: HTTPS only', () => {
  it('tells browsers to come back over https to a public host, covering the shop sub-domains', () => {
    vi.stubEnv('ROOT_DOMAIN', 'tienda.mx');
    for (const url of ['https://tienda.mx/', 'https://demo.tienda.mx/productos'])
      expect(run(url).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
  });

  it('says nothing of the kind on localhost, served over http', () => {
    vi.stubEnv('ROOT_DOMAIN', 'localhost:3000');
    expect(run('http://demo.localhost:3000/').headers.get('strict-transport-security')).toBeNull();
  });
});
