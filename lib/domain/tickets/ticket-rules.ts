import { isConcluded } from '../catalogue/product-state';

/** Attendants are listed 10 at a time (spec 02 §9). */
export const ATTENDANTS_PAGE_SIZE = 10;
/** The longest attendant name kept. */
export const ATTENDANT_NAME_MAX = 120;

/** An order line as ticket issuing reads it. */
export interface TicketLine {
  productId: string;
  variant: string;
  quantity: number;
  type: string;
  experienceDate: Date | null;
}

/** One seat to issue: the line's key and its number within the line, 1…quantity. */
export interface TicketSeat {
  productId: string;
  variant: string;
  seat: number;
}

/**
 * The seats an order paid at `paidAt` gets: one per unit of each experience line. An experience
 * already over when the order is paid gets none (spec 02 §8 "cannot create ticket for an ended
 * experience"): its product id is in `ended` instead, for the order to say so.
 */
export function ticketSeats(
  lines: readonly TicketLine[],
  paidAt: Date,
): { seats: TicketSeat[]; ended: string[] } {
  const seats: TicketSeat[] = [];
  const ended: string[] = [];
  for (const line of lines) {
    if (line.type !== 'experience') continue;
    if (isConcluded(line.type, line.experienceDate, paidAt)) {
      ended.push(line.productId);
      continue;
    }
    for (let seat = 1; seat <= line.quantity; seat++) {
      seats.push({ productId: line.productId, variant: line.variant, seat });
    }
  }
  return { seats, ended };
}

const FILE_WORDS = {
  es: { one: 'boleto', all: 'boletos' },
  en: { one: 'ticket', all: 'tickets' },
} as const;

/**
 * The download's file name: `boleto-TD-000123-2.pdf` for one seat (its place in the order),
 * `boletos-TD-000123.pdf` / `.zip` for all of them; in the reader's language. Only letters,
 * digits and dashes, so it needs no quoting in a Content-Disposition header.
 */
export function ticketFileName(
  locale: 'es' | 'en',
  orderNumber: string,
  what: { position: number } | { all: 'pdf' | 'zip' },
): string {
  const words = FILE_WORDS[locale];
  const order = orderNumber.replace(/[^A-Za-z0-9-]/g, '');
  if ('position' in what) return `${words.one}-${order}-${what.position}.pdf`;
  return `${words.all}-${order}.${what.all}`;
}

// What the PDF's standard font (WinAnsi, Windows-1252) can draw beyond Latin-1.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch);
};

/**
 * The text as the PDF's standard font can draw it: Spanish accents, ñ, ¿ and ¡ stay; a letter
 * outside the font loses its accent (ő → o); odd spaces become spaces;
 * anything else (emoji, other scripts) is left out, so no name ever breaks a ticket.
 */
export function pdfSafeText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (drawable(ch)) out += ch;
    else if (/\s/u.test(ch)) out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== ch && [...base].every(drawable)) out += base;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
