import { isValidSlug, shopSlugSchema, SLUG_PATTERN } from '@/lib/domain/shop/slug';

describe('isValidSlug', () => {
  it.each(['demo', 'mi-tienda', 'mi_tienda', 'Tienda2024', 'a', 'x'.repeat(63)])(
    'accepts %s',
    (slug) => {
      expect(isValidSlug(slug)).toBe(true);
    },
  );

  it.each(['', 'x'.repeat(64), 'mi tienda', 'tienda.mx', 'niño', 'a/b', 'café', 'demo!'])(
    'rejects %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );

  it('SLUG_PATTERN matches letters, digits, underscore and hyphen only', () => {
    expect(SLUG_PATTERN.test('Abc_12-3')).toBe(true);
    expect(SLUG_PATTERN.test('abc@')).toBe(false);
  });
});

describe('shopSlugSchema', () => {
  it('normalises to a trimmed lower-case slug', () => {
    expect(shopSlugSchema.parse('  MiTienda ')).toBe('mitienda');
  });

  it.each(['', '   ', 'mi tienda', 'tienda.mx', 'x'.repeat(64)])(
    'rejects %j with "Invalid slug"',
    (slug) => {
      const result = shopSlugSchema.safeParse(slug);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('Invalid slug');
      expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(
        new Set(['Invalid slug']),
      );
    },
  );
});
