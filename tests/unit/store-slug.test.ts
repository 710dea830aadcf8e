import { isValidSlug, SLUG_MAX_LENGTH } from '@/lib/domain/shop/slug';
import {
  pickSuggestions,
  slugFromName,
  storeSlugCandidates,
  storeSlugProblem,
} from '@/lib/domain/shop/store-slug';

describe('slugFromName', () => {
  it.each([
    ['Café Ñandú  Oaxaca!', 'cafe-nandu-oaxaca'],
    ['  Mi Tienda ', 'mi-tienda'],
    ['Ropa & Más', 'ropa-mas'],
    ['mi_tienda', 'mi_tienda'],
    ['¡¡!!', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('cuts long names to a DNS label without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(62)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('a'.repeat(62));
  });
});

describe('storeSlugProblem', () => {
  it.each(['mi-tienda', 'mi_tienda', 'Tienda2024'])('accepts %s', (slug) => {
    expect(storeSlugProblem(slug)).toBeNull();
  });

  it.each(['mi tienda', 'tienda.mx', 'café', '', 'x'.repeat(64)])(
    'rejects %j as invalid',
    (slug) => {
      expect(storeSlugProblem(slug)).toBe('invalid_slug');
    },
  );

  it.each(['www', 'api', 'admin', 'API'])('refuses the reserved sub-domain %s', (slug) => {
    expect(storeSlugProblem(slug)).toBe('reserved_slug');
  });
});

describe('storeSlugCandidates', () => {
  it('offers name-based variants first, then numbers, all valid and never the slug itself', () => {
    const candidates = storeSlugCandidates({ slug: 'demo', name: 'Tienda Demo' });
    expect(candidates.slice(0, 3)).toEqual(['tienda-demo', 'mi-tienda-demo', 'tienda-demo-mx']);
    expect(candidates).not.toContain('demo');
    expect(candidates).not.toContain('tienda-tienda-demo');
    expect(candidates).toContain('tienda-demo-1');
    for (const candidate of candidates) expect(storeSlugProblem(candidate)).toBeNull();
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it('never suggests the taken slug or a reserved name', () => {
    const candidates = storeSlugCandidates({ slug: 'admin', name: 'Admin' });
    expect(candidates).not.toContain('admin');
    expect(candidates).toContain('mi-admin');
    expect(candidates).toContain('admin-1');
  });

  it('keeps long candidates within 63 characters', () => {
    const long = 'x'.repeat(63);
    const candidates = storeSlugCandidates({ slug: long, name: '' });
    expect(candidates.length).toBeGreaterThan(5);
    for (const candidate of candidates) expect(isValidSlug(candidate)).toBe(true);
  });

  it('works from the slug alone when the name is empty', () => {
    expect(storeSlugCandidates({ slug: 'moda', name: '' })[0]).toBe('mi-moda');
  });
});

describe('pickSuggestions', () => {
  it('keeps the first n free candidates', () => {
    const taken = new Set(['mi-moda', 'moda-mx']);
    expect(
      pickSuggestions(
        ['mi-moda', 'tienda-moda', 'moda-mx', 'moda-1', 'moda-2'],
        (s) => taken.has(s),
        2,
      ),
    ).toEqual(['tienda-moda', 'moda-1']);
  });

  it('gives none for n = 0', () => {
    expect(pickSuggestions(['a', 'b'], () => false, 0)).toEqual([]);
  });
});
