/**
 * Input the API refuses before any route reads it (lib/server/http/input-screen.ts): a path that
 * does not percent-decode to text, the NUL character, which PostgreSQL cannot store in a text or
 * jsonb value, and half a character (a lone UTF-16 surrogate, `"\ud800"` in JSON), which jsonb
 * refuses ("invalid input syntax for type json") and text would store as U+FFFD. Pure rules, no I/O.
 */

const NUL = '\u0000';

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot keep as sent: with NUL, or with a lone surrogate. */
const isUnstorable = (text: string): boolean => text.includes(NUL) || LONE_SURROGATE.test(text);

/**
 * Whether every segment of a raw URL path (`/api/shops/demo%ED%A0%80`) percent-decodes to text
 * without NUL. A lone `%`, `%ff` or an escaped UTF-16 surrogate is not text; `%00` is NUL.
 */
export function isReadablePath(rawPath: string): boolean {
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded.includes(NUL)) return false;
  }
  return true;
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

/** The most keys a field path names; a deeper one ends in `…` (no schema nests that far). */
const NAMED_DEPTH = 32;

/** The field path of a visited value, as validation errors name it (`items.0.name`; `_` for the body itself). */
function fieldName(visit: Visit | undefined): string {
  const keys: (string | number)[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key!);
  if (keys.length === 0) return '_';
  keys.reverse();
  return keys.length > NAMED_DEPTH ? `${keys.slice(0, NAMED_DEPTH).join('.')}.…` : keys.join('.');
}

/**
 * Where a parsed JSON value holds text PostgreSQL cannot keep (NUL, a lone surrogate): the field
 * path of every such string (or object key), at any depth. Such a key is named by the object that
 * holds it. Walks without recursion, so a body nested a million levels deep cannot overflow the
 * stack.
 */
export function unstorableFields(body: unknown): string[] {
  const found = new Set<string>();
  const pending: Visit[] = [{ value: body }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnstorable(value)) found.add(fieldName(visit));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorable(key)) found.add(fieldName(visit));
        else pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return [...found];
}

/** The query parameters (by name) whose name or a value PostgreSQL cannot keep (NUL). */
export function unstorableQueryFields(query: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [name, value] of query) {
    if (isUnstorable(name)) names.add('_');
    else if (isUnstorable(value)) names.add(name);
  }
  return [...names];
}
