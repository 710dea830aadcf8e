import { describe, expect, it } from 'vitest';

import { CATALOGUE_SHARE_NAME_MAX, catalogueShare } from '@/lib/domain/catalogue/catalogue-share';
import { trackingCookieOps } from '@/lib/domain/request/tracking-cookies';

const URL_OF = 'http://nueva.localhost:3000/catalogos/favoritos';

describe("a catalogue's share link (spec 03 §2 share, §5)", () => {
  it("carries the sharer's referral, which the middleware keeps for checkout", () => {
    const { url } = catalogueShare(URL_OF, 'Favoritos', 'usr_owner_nueva');
    expect(url).toBe(`${URL_OF}?referral=usr_owner_nueva`);
    expect(trackingCookieOps(new URL(url).searchParams)).toEqual([
      { name: 'referralID', action: 'set', value: 'usr_owner_nueva' },
    ]);
  });

  it('keeps a path-mode address and replaces a referral already in it', () => {
    const { url } = catalogueShare(
      'http://localhost:3000/tienda/nueva/catalogos/mi-lista?referral=otro',
      'Mi lista',
      'usr 1&x',
    );
    expect(url).toBe('http://localhost:3000/tienda/nueva/catalogos/mi-lista?referral=usr+1%26x');
  });

  it('cuts the name to 100 characters, whole characters only, without a trailing space', () => {
    expect(catalogueShare(URL_OF, 'Favoritos', 'u').name).toBe('Favoritos');
    const long = catalogueShare(URL_OF, 'b'.repeat(150), 'u').name;
    expect(long).toBe('b'.repeat(CATALOGUE_SHARE_NAME_MAX));
    expect(catalogueShare(URL_OF, `${'c'.repeat(99)} tail`, 'u').name).toBe('c'.repeat(99));
    const emoji = catalogueShare(URL_OF, '🛍️'.repeat(80), 'u').name;
    expect(Array.from(emoji)).toHaveLength(CATALOGUE_SHARE_NAME_MAX);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });
});
