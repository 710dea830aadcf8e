export const locales = ['es', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'es';

/** The cookie the language selector writes and the request config reads. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Dates render in the platform's home time zone (pages, and API messages that name a date). */
export const PLATFORM_TIME_ZONE = 'America/Mexico_City';
