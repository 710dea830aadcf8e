/**
 * The order number people read, quote and search for: `TD-` and the order's place in the
 * platform-wide sequence, at least six digits (`TD-000123`). The order's id stays internal.
 */
const PREFIX = 'TD-';
const MIN_DIGITS = 6;

export function formatOrderNumber(number: number): string {
  return `${PREFIX}${String(number).padStart(MIN_DIGITS, '0')}`;
}

/** The longest number a search looks up (PostgreSQL's bigint holds 18 digits safely). */
const MAX_DIGITS = 15;
const NUMBER_TEXT = new RegExp(`^(?:TD[\\s-]?|#)?0*(\\d{1,${MAX_DIGITS}})$`, 'i');

/**
 * The number a search text names, when it is one: `TD-000123`, `td123`, `#123`, `000123` and
 * `123` all name order 123; anything else is null.
 */
export function parseOrderNumber(text: string): number | null {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 && Number.isSafeInteger(number) ? number : null;
}
