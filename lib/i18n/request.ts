import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';

import { catalogues } from './catalogues';
import { defaultLocale, isLocale, type Locale, PLATFORM_TIME_ZONE } from './locales';

// The visible URL never carries the locale: the middleware reads the `NEXT_LOCALE` cookie and
// rewrites to `/<locale>/…`, and `app/[locale]` is the root layout, so the locale is a root param.
// Reading it (not a cookie or header) keeps every page cacheable. An explicit `locale` argument
// (`getTranslations({ locale: 'en' })`) wins.
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    // messages/<locale>.json with the namespaces of messages/<locale>/*.json merged in (catalogues.ts).
    messages: catalogues[locale],
    // Dates render in the platform's home time zone on the server and in the browser alike.
    timeZone: PLATFORM_TIME_ZONE,
  };
});
