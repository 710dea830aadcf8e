import { describe, expect, it } from 'vitest';

import {
  CATALOGUE_NAME_MAX,
  copyCatalogueName,
  mayDuplicateCatalogue,
} from '@/lib/domain/catalogue/catalogue-rules';

const copia = (name: string) => `${name} (copia)`;

describe("a catalogue copy's name (spec 03 §2 duplicate)", () => {
  it("adds the language's suffix to the name", () => {
    expect(copyCatalogueName('Favoritos', copia)).toBe('Favoritos (copia)');
    expect(copyCatalogueName('Favorites', (n) => `${n} (copy)`)).toBe('Favorites (copy)');
  });

  it('cuts a long name so the copy stays within 150 characters, without a trailing space', () => {
    const long = copyCatalogueName('a'.repeat(CATALOGUE_NAME_MAX), copia);
    expect(long).toHaveLength(CATALOGUE_NAME_MAX);
    expect(long).toBe(`${'a'.repeat(142)} (copia)`);
    const spaced = copyCatalogueName(`${'a'.repeat(141)} bcdef`, copia);
    expect(spaced).toBe(`${'a'.repeat(141)} (copia)`);
  });
});

describe('who may duplicate a catalogue (spec 03 §2, §6)', () => {
  it('level two and staff, not shoppers or level one', () => {
    expect([0, 1, 2, 3].map((level) => mayDuplicateCatalogue(level))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
