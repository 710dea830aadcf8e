import { describe, expect, it } from 'vitest';

import {
  LIST_SEARCH_MAX_LENGTH,
  listSearchText,
  prefixPhraseQuery,
} from '@/lib/domain/catalogue/list-search';

describe('listSearchText (the `search` of a type list)', () => {
  it('reads the nav search\'s "text"* as the plain text', () => {
    expect(listSearchText('"sombrero"*')).toBe('sombrero');
    expect(listSearchText('"sombrero charro"*')).toBe('sombrero charro');
    expect(listSearchText('“Café de Chiapas”*')).toBe('Café de Chiapas');
  });

  it('takes plain text, a lone asterisk or unbalanced quotes too', () => {
    expect(listSearchText('playera')).toBe('playera');
    expect(listSearchText('playera*')).toBe('playera');
    expect(listSearchText('"playera')).toBe('playera');
    expect(listSearchText('  "  playera   de   lino "**  ')).toBe('playera de lino');
  });

  it('keeps quotes inside the text', () => {
    expect(listSearchText('"disco "vinilo" 12"*')).toBe('disco "vinilo" 12');
  });

  it('is empty when nothing is left to search for', () => {
    expect(listSearchText(undefined)).toBe('');
    expect(listSearchText('')).toBe('');
    expect(listSearchText('""*')).toBe('');
    expect(listSearchText('*')).toBe('');
    expect(listSearchText('   ')).toBe('');
  });

  it('cuts at the API limit without splitting a character', () => {
    expect(listSearchText('a'.repeat(300))).toHaveLength(LIST_SEARCH_MAX_LENGTH);
    const emoji = listSearchText('😀'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(LIST_SEARCH_MAX_LENGTH);
  });

  it('builds the value the nav links with, and reads it back', () => {
    expect(prefixPhraseQuery('sombrero')).toBe('"sombrero"*');
    expect(listSearchText(prefixPhraseQuery('  sombrero  charro '))).toBe('sombrero charro');
    expect(new URLSearchParams({ search: prefixPhraseQuery('sombrero') }).toString()).toBe(
      'search=%22sombrero%22*',
    );
  });
});
