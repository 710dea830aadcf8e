import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: NUL, lone UTF-16 surrogates, malformed
 * percent-escapes, huge and odd texts, wrong JSON types. Shared by the API fuzz test and the
 * security bench (bench/security.ts).
 */

/** Texts that break naive code: NUL, surrogates, escapes, injections, numbers written as words. */
export const NASTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(40),
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\uDBFF',
  '%00',
  '%ff',
  '%ED%A0%80',
  '%',
  '%%',
  '%zz',
  '\uFFFD',
  '\uFEFF',
  '\u202Etxt.exe',
  '../../etc/passwd',
  '..',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\t\n\r',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999999',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  'ñandú Ünïcödé 日本語 🛒👩‍👩‍👧',
];

/** A lone UTF-16 surrogate somewhere in a text (not valid Unicode; JSON can carry it escaped). */
const withSurrogate = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);

/** NUL somewhere in a text. */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Long texts: over every field's limit, some close to the API's 1 MB body cap. */
const longText = fc
  .constantFrom(300, 5_000, 70_000, 240_000)
  .chain((length) => fc.constantFrom('x', 'ñ', '🛒', '\u0000').map((unit) => unit.repeat(length)));

/** Hostile texts short enough for a URL. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: withNul },
  { weight: 2, arbitrary: withSurrogate },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Hostile texts for bodies: long ones too. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  { weight: 1, arbitrary: longText },
);

/** JSON values of the wrong kind for any field, with texts from `texts`. */
export function hostileJsonOf(texts: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: texts },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        null,
        true,
        false,
        0,
        -1,
        -0,
        1.5,
        2 ** 31,
        2 ** 53 + 2,
        -(2 ** 63),
        1e308,
        5e-324,
        [],
        {},
        [null],
        JSON.parse('{"__proto__": {"polluted": true}}'),
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  );
}

/** Wrong values for a body's fields (long texts included). */
export const hostileJson = hostileJsonOf(hostileBodyText);

/** JSON text nested far deeper than any schema (arrays in arrays, objects in objects), written out: stringify would overflow the stack first. */
export const deepJsonText: fc.Arbitrary<string> = fc
  .constantFrom(64, 2_000, 20_000)
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '"\\u0000"' + '}'.repeat(depth),
    ),
  );

/**
 * A path segment as sent on the wire: malformed escapes raw (`%ff`, `%ED%A0%80`), or a hostile
 * text percent-encoded (lone surrogates encoded as the bytes a careless client would send).
 */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%ff',
      '%ED%A0%80',
      '%00',
      'a%00b',
      '%',
      '%zz',
      '%C0%80',
      '%E0%80%AF',
      '%2e%2e',
      '%2F',
      '..',
      '.',
      '%20',
      '~',
      "'",
      '%25ff',
    ),
  },
  { weight: 3, arbitrary: hostileText.map(encodeLoosely) },
  { weight: 1, arbitrary: fc.nat({ max: 2000 }).map((n) => 'a'.repeat(n + 64)) },
);

/** `encodeURIComponent`, except that lone surrogates become the bytes of their 3-byte form. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Header values a client can send (printable ASCII; HTTP forbids NUL and line breaks there). */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '%00', '%ff', "' OR 1=1 --", 'x'.repeat(8_000), '-1', 'null'),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  }),
);

/** What `poison` puts into a text: NUL, a lone surrogate, or both. */
const POISONS = ['\u0000', '\uD800', '\u0000\uDC00'];

function mapStrings(node: unknown, change: (text: string) => string): unknown {
  if (typeof node === 'string') return change(node);
  if (Array.isArray(node)) return node.map((item) => mapStrings(item, change));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, item]) => [key, mapStrings(item, change)]),
  );
}

/**
 * A valid value with one of its texts poisoned: NUL or a lone surrogate put into the middle of
 * its `n`-th string (wrapping), at any depth. Valid everywhere else, so it passes the other checks
 * and reaches the database, where a stray NUL used to become a 500.
 */
export function poison(value: unknown, n: number, which: number): unknown {
  let count = 0;
  mapStrings(value, (text) => (count++, text));
  if (count === 0) return value;
  const target = n % count;
  const mark = POISONS[which % POISONS.length]!;
  let seen = 0;
  return mapStrings(value, (text) =>
    seen++ === target
      ? `${text.slice(0, text.length >> 1)}${mark}${text.slice(text.length >> 1)}`
      : text,
  );
}

/** `arbitrary`'s values, each with one text poisoned (see `poison`). */
export function poisoned(arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(arbitrary, fc.nat(), fc.nat())
    .map(([value, n, which]) => poison(value, n, which));
}
