import { describe, expect, it } from 'vitest';

import {
  isReadablePath,
  unstorableFields,
  unstorableQueryFields,
} from '@/lib/domain/request/hostile-input';

describe('isReadablePath', () => {
  it('takes paths whose escapes decode to text', () => {
    expect(isReadablePath('/api/shops/demo')).toBe(true);
    expect(isReadablePath('/api/shops/caf%C3%A9/search')).toBe(true);
    expect(isReadablePath('/api/shops/a%2Fb')).toBe(true);
  });

  it('refuses malformed escapes, escaped surrogates and NUL', () => {
    expect(isReadablePath('/api/shops/%ff')).toBe(false);
    expect(isReadablePath('/api/health%ff')).toBe(false);
    expect(isReadablePath('/api/shops/demo%ED%A0%80')).toBe(false);
    expect(isReadablePath('/api/shops/%')).toBe(false);
    expect(isReadablePath('/api/shops/demo/catalogues/a%00b')).toBe(false);
  });
});

describe('unstorableFields', () => {
  it('names every string or key with NUL, at any depth', () => {
    expect(
      unstorableFields({ name: 'ok', items: [{ note: 'a\u0000b' }], tags: ['x', '\u0000'] }),
    ).toEqual(expect.arrayContaining(['items.0.note', 'tags.1']));
    expect(unstorableFields({ a: { 'k\u0000': 1 } })).toEqual(['a']);
    expect(unstorableFields('\u0000')).toEqual(['_']);
  });

  it('names every string or key with half a character (a lone surrogate)', () => {
    expect(unstorableFields({ name: '\\&d\ud8007SDA', ok: 'ñandú 🦙' })).toEqual(['name']);
    expect(unstorableFields({ list: ['\udc00'] })).toEqual(['list.0']);
    expect(unstorableFields({ a: { ['k\ud800']: 1 } })).toEqual(['a']);
  });

  it('finds nothing in clean values', () => {
    expect(unstorableFields({ name: 'Ana', n: 1, ok: true, none: null, list: [] })).toEqual([]);
    expect(unstorableFields(undefined)).toEqual([]);
  });

  it('walks a body nested a hundred thousand levels deep without overflowing', () => {
    const depth = 100_000;
    const body: unknown = JSON.parse('{"a":'.repeat(depth) + '"\\u0000"' + '}'.repeat(depth));
    const [field] = unstorableFields(body);
    // Named by its first 32 keys: the answer stays small.
    expect(field).toBe(`${Array(32).fill('a').join('.')}.…`);
  });
});

describe('unstorableQueryFields', () => {
  it('names the parameters whose value holds NUL, and `_` for a name that does', () => {
    expect(unstorableQueryFields(new URLSearchParams('tags=a%00&text=ok&%00=1'))).toEqual([
      'tags',
      '_',
    ]);
    expect(unstorableQueryFields(new URLSearchParams('text=caf%C3%A9'))).toEqual([]);
  });
});
