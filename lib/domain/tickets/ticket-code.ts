import { randomBytes } from 'node:crypto';

/** What every ticket code starts with, so a reader can tell a ticket from any other QR. */
export const TICKET_CODE_PREFIX = 'TK1-';

// 20 random bytes in base32 without padding: 32 characters, 160 bits nobody can guess.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_LENGTH = 32;
const CODE_SHAPE = new RegExp(`^${TICKET_CODE_PREFIX}[${BASE32}]{${CODE_LENGTH}}$`);

/**
 * A new ticket code: the secret the ticket's QR image carries and the reader looks up. Random,
 * kept on the ticket's row: it cannot be derived from anything public, and a ticket can be
 * called off by its row (docs/decisions.md, "Ticket codes").
 */
export function newTicketCode(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return TICKET_CODE_PREFIX + out;
}

/**
 * The code a reader read or a person typed, in its stored form (upper case, no spaces or dashes
 * after the prefix), or null when it cannot be a ticket code: such a code is never looked up.
 */
export function normalTicketCode(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/[\s]/g, '');
  const body = compact.startsWith(TICKET_CODE_PREFIX)
    ? compact.slice(TICKET_CODE_PREFIX.length)
    : compact;
  const code = TICKET_CODE_PREFIX + body.replace(/-/g, '');
  return CODE_SHAPE.test(code) ? code : null;
}
