// Money is integer minor units (cents) plus an ISO 4217 currency code. Every currency the
// platform sells in (MXN, USD, EUR, GBP) has two decimals.

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£' };

/** Spec 01 §5: EUR €, GBP £, otherwise $. */
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.trim().toUpperCase()] ?? '$';
}

// The digits use the Mexican/US convention (`1,234.50`) in both interface languages, as the
// spec shows prices, and a fixed locale prints the same on the server and in the browser
// (no hydration mismatch from a different default locale).
const DIGITS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatPrice(123450, 'MXN')` → `$1,234.50`; negative amounts get a leading `-`. */
export function formatPrice(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`A price is a whole number of minor units, got ${minor}`);
  }
  const major = toDecimalAmount(Math.abs(minor)) as `${number}`;
  return `${minor < 0 ? '-' : ''}${currencySymbol(currency)}${DIGITS.format(major)}`;
}

/**
 * 123450 → `'1234.50'`, the plain decimal text payment providers take (PayPal's `value`).
 * Formatting a decimal string is exact; dividing by 100 would go through a float.
 */
export function toDecimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`A price is a whole number of minor units, got ${minor}`);
  }
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * `'199.00'` → 19900, exactly: the decimal text is parsed digit by digit, never through a float.
 * A number is read through its shortest decimal spelling (`19.99 * 3` → `59.97000000000001`
 * → 5997). Digits past the second decimal round half away from zero. Thousands separators,
 * exponents and other text throw a RangeError.
 */
export function toMinorUnits(major: string | number): number {
  if (typeof major === 'number') {
    if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
    // Below a millionth String() switches to exponent notation; such amounts are 0 cents.
    if (Math.abs(major) < 1e-6) return 0;
  }
  const text = typeof major === 'number' ? String(major) : major.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (!whole && !fraction)) throw new RangeError(`Not a decimal amount: "${text}"`);

  let cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const result = Number(cents);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount too large: "${text}"`);
  return sign === '-' && result !== 0 ? -result : result;
}

/**
 * An amount a person typed in a money field (`'250'`, `'250.5'`, `'250.50'`), in minor units;
 * null when it is not a plain positive amount with up to two decimals.
 */
export function typedAmount(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const minor = toMinorUnits(text);
  return minor > 0 ? minor : null;
}
