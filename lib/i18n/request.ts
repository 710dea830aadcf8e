import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';

import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from './locales';

// One loader per locale instead of a template import: the bundler sees exactly two files.
const loaders = {
  es: () => import('@/messages/es.json'),
  en: () => import('@/messages/en.json'),
} satisfies Record<Locale, () => Promise<unknown>>;

async function resolveLocale(requested: string | undefined): Promise<Locale> {
  // An explicit locale (`getTranslations({ locale: 'en' })`, e.g. for hreflang alternates) wins.
  if (isLocale(requested)) return requested;
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : defaultLocale;
}

// No locale routing: the URL never carries the locale, the `NEXT_LOCALE` cookie does.
export default getRequestConfig(async ({ locale: requested }) => {
  const locale = await resolveLocale(requested);
  return {
    locale,
    messages: (await loaders[locale]()).default,
    // Dates render in the platform's home time zone on the server and in the browser alike.
    timeZone: 'America/Mexico_City',
  };
});
