import { PHONE_COUNTRIES } from '@/lib/domain/accounts/phone';

/** A country the form offers: ISO 3166-1 alpha-2 code and its name in the page's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries of the profile form: the phone field's list (Mexico first), plus the user's own
 * country when it is another one, each named in the page's language.
 */
export function countryOptions(locale: string, current: string | null): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const codes = PHONE_COUNTRIES.map((country) => country.code);
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ code, name: names.of(code) ?? code }));
}
