import 'server-only';

import { createTranslator } from 'next-intl';

import { catalogues } from '@/lib/i18n/catalogues';
import { type Locale, PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

const translators = new Map<Locale, ReturnType<typeof translatorOf>>();

function translatorOf(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], timeZone: PLATFORM_TIME_ZONE });
}

/**
 * The server's translator for API answers (error messages, validation messages): the pages'
 * catalogue (lib/i18n/catalogues.ts) and ICU formatting, without a request config.
 */
export function serverTranslator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translatorOf(locale)));
  return t;
}
