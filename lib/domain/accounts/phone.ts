/**
 * Phone rules of sign-up and login (spec 02 §5): the country list with calling codes, the input's
 * maximum length by country, the default country by locale, the stored form (digits without the
 * calling code) and the display form `(###) ###-####`, used only with exactly 10 digits.
 */

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Calling code without the plus sign. */
  callingCode: string;
}

/** The countries offered in the phone field (Mexico first, then the Americas and Spain). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'MX', callingCode: '52' },
  { code: 'US', callingCode: '1' },
  { code: 'CA', callingCode: '1' },
  { code: 'AR', callingCode: '54' },
  { code: 'CO', callingCode: '57' },
  { code: 'CL', callingCode: '56' },
  { code: 'PE', callingCode: '51' },
  { code: 'EC', callingCode: '593' },
  { code: 'GT', callingCode: '502' },
  { code: 'ES', callingCode: '34' },
];

/** The number of digits of a national number the form asks for (spec: exactly 10). */
export const PHONE_DIGITS = 10;

const MAX_LENGTH_BY_COUNTRY: Readonly<Record<string, number>> = { MX: 12, US: 14, CA: 14, AR: 12 };
const DEFAULT_MAX_LENGTH = 10;

/** The phone input's maximum length: MX 12, US/CA 14, AR 12, others 10. */
export function phoneMaxLength(country: string): number {
  return MAX_LENGTH_BY_COUNTRY[country.toUpperCase()] ?? DEFAULT_MAX_LENGTH;
}

/** Mexico (+52) for the Spanish interface, the United States (+1) otherwise. */
export function defaultPhoneCountry(locale: string): PhoneCountry {
  const code = locale === 'es' ? 'MX' : 'US';
  return PHONE_COUNTRIES.find((country) => country.code === code)!;
}

/** The country of an ISO code, or undefined when it is not offered. */
export function phoneCountry(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** Every whitespace character removed (e-mail and phone fields). */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The phone as stored: digits only, without the calling code when the number was typed with it
 * (`+52 55 1234 5678` → `5512345678`). A number of 10 digits or fewer is kept as typed.
 */
export function storedPhone(value: string, callingCode: string): string {
  const hadPlus = value.trim().startsWith('+');
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith(callingCode) && (hadPlus || digits.length > PHONE_DIGITS)) {
    return digits.slice(callingCode.length);
  }
  return digits;
}

/** `(###) ###-####` for exactly 10 digits; anything else is shown as it is. */
export function displayPhone(value: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}
