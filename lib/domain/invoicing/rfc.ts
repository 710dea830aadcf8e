/**
 * The RFC (Registro Federal de Contribuyentes) as SAT writes it: a persona moral's has 12
 * characters (3 letters, the founding date YYMMDD, a 3-character homoclave), a persona física's 13
 * (4 letters, the birth date, the homoclave). Letters include Ñ and &. The homoclave's last
 * character is a check digit (SAT's mod-11 over the other twelve). Pure, shared by the API, the
 * forms and the tests.
 */

/** Who the RFC belongs to: a person (física) or a company (moral). */
export type RfcKind = 'fisica' | 'moral';

/** Why an RFC is refused, each a message of `invoicing.errors` (the form words it). */
export type RfcProblem = 'rfc_required' | 'rfc_format' | 'rfc_date' | 'rfc_check_digit';

/**
 * SAT's generic RFCs: "público en general" (sales to the public) and foreign customers
 * (extranjero). XAXX010101000's last digit is fixed by SAT, not computed, so it is accepted as is.
 */
export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
export const RFC_EXTRANJERO = 'XEXX010101000';
const GENERIC_RFCS: readonly string[] = [RFC_PUBLICO_EN_GENERAL, RFC_EXTRANJERO];

const SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

/** The check digit's alphabet: a character's value is its index (a space pads a moral RFC). */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** An RFC as typed, as SAT writes it: trimmed, upper-cased, without inner spaces or dashes. */
export function normalizeRfc(value: string): string {
  return value
    .trim()
    .toLocaleUpperCase('es-MX')
    .replace(/[\s-]+/g, '');
}

/** Física (13 characters) or moral (12); null for any other length. */
export function rfcKind(rfc: string): RfcKind | null {
  const length = [...rfc].length;
  return length === 13 ? 'fisica' : length === 12 ? 'moral' : null;
}

/**
 * SAT's check digit of an RFC (its last character), from the other characters: a moral RFC is
 * padded with a leading space to 13, each of the first 12 characters' values is weighted 13 down
 * to 2, and the sum's remainder by 11 gives 0 (remainder 0), A (remainder 1) or 11 − remainder.
 */
export function rfcCheckDigit(rfc: string): string {
  const chars = [...rfc];
  const padded = chars.length === 12 ? [' ', ...chars] : chars;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += CHECK_ALPHABET.indexOf(padded[i] ?? ' ') * (13 - i);
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

/** Whether YYMMDD is a real calendar day (in either century: 29 February needs a leap year). */
function isRealDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // 2000 is a leap year and so is every YY divisible by 4 in 1900–2099 except 1900 (YY 00 is
  // read as 2000): the days in a month are the same in both centuries.
  const year = 2000 + Number(yy);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** What is wrong with an RFC already normalised, or null when SAT would take it. */
export function rfcProblem(rfc: string): RfcProblem | null {
  if (rfc === '') return 'rfc_required';
  if (GENERIC_RFCS.includes(rfc)) return null;
  const kind = rfcKind(rfc);
  const match = SHAPE.exec(rfc);
  if (!kind || !match) return 'rfc_format';
  const [, letters, yy, mm, dd] = match;
  if ([...letters!].length !== (kind === 'fisica' ? 4 : 3)) return 'rfc_format';
  if (!isRealDate(yy!, mm!, dd!)) return 'rfc_date';
  if (rfcCheckDigit(rfc) !== rfc.slice(-1)) return 'rfc_check_digit';
  return null;
}

/** Whether the RFC (normalised) is valid by SAT's rules. */
export function isValidRfc(rfc: string): boolean {
  return rfcProblem(rfc) === null;
}
