import type { Locale } from './lib/i18n/locales';
import type messages from './messages/es.json';

// Spanish is the source of truth: a key missing from es.json is a type error at the call site.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
