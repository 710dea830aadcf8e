import 'server-only';

import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';

/** Per-request values the API middleware sets for handlers. */
export interface ApiEnv {
  Variables: { ctx: ServiceContext; locale: Locale };
}
