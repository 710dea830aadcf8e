import { type Locale, PLATFORM_TIME_ZONE } from './locales';

/**
 * A date as a sentence names it, in the platform's time zone: `15 de junio de 2026`,
 * `June 15, 2026`. The same on a page and in an API message.
 */
export function longDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(date);
}
