import type { Locale } from './lib/i18n/locales';
import type { AppMessages } from './lib/i18n/catalogues';

// Spanish is the source of truth: a key missing from es.json (or messages/es/<namespace>.json) is a
// type error at the call site.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: AppMessages;
  }
}
