import { describe, expect, it } from 'vitest';

import {
  LOCALE_COOKIE_MAX_AGE,
  localeCookie,
  preferenceHref,
  sameOriginReturnPath,
  schemeCookie,
} from '@/lib/domain/request/preference-cookies';

const YEAR = 365 * 24 * 60 * 60;

describe('preference cookies', () => {
  it('stores the language in NEXT_LOCALE for a year on the whole site', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(YEAR);
    expect(localeCookie('en')).toBe(`NEXT_LOCALE=en; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
  });

  it('stores the scheme in the theme cookie for 365 days (spec 01 §9)', () => {
    expect(schemeCookie('dark')).toBe(`theme=dark; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
  });

  it('links the no-JavaScript fallback to the API', () => {
    expect(preferenceHref('locale', 'en')).toBe('/api/preferences/locale?value=en');
    expect(preferenceHref('scheme', 'light')).toBe('/api/preferences/scheme?value=light');
  });
});

describe('the way back after a preference change', () => {
  const host = 'demo.localhost:3000';

  it('keeps paths and same-host URLs, with their query and hash', () => {
    expect(sameOriginReturnPath('/productos?page=2#top', host)).toBe('/productos?page=2#top');
    expect(sameOriginReturnPath('http://demo.localhost:3000/tienda/demo/servicios', host)).toBe(
      '/tienda/demo/servicios',
    );
    expect(sameOriginReturnPath('https://demo.localhost:3000/', host)).toBe('/');
  });

  it('refuses other hosts and tricks that leave the site', () => {
    for (const target of [
      'http://evil.example/',
      'http://moda.localhost:3000/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'productos',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginReturnPath(target, host)).toBeNull();
    }
    expect(sameOriginReturnPath('/productos', undefined)).toBeNull();
  });
});
