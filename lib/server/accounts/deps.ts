import 'server-only';

import type { Db } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';

import type { Delivery } from '../delivery/types';

/** What the accounts services need besides their input. `now` is injectable for tests. */
export interface AccountDeps {
  db: Db;
  delivery: Delivery;
  now?: Date;
}

/** About the request: who sends it (rate limits, session row) and in which language to write. */
export interface RequestMeta {
  ip: string;
  locale: Locale;
  /**
   * Origin the request says it came from (client headers): only for sending the caller back
   * (payments). Links mailed to someone are built from configuration (`activationLinkBase`).
   */
  origin: string;
  userAgent?: string;
}
