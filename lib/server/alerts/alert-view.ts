import 'server-only';

import type { Alert } from '@/lib/api/schemas/alerts';
import type { alerts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { serverTranslator } from '../messages';
import { alertWords } from './alert-words';
import { cashoutAlertWords } from './write-cashout-alert';
import { contactAlertWords } from './write-contact-alert';

type AlertRow = typeof alerts.$inferSelect;

/**
 * An alert as the API answers it, its words in the reader's language (built from its params);
 * `shop` is the slug of the shop it happened in.
 */
export function alertView(row: AlertRow, shop: string | null, locale: Locale): Alert {
  const t = serverTranslator(locale);
  const { params } = row;
  const message_body =
    params.type === 'crm'
      ? contactAlertWords(t, params)
      : params.type === 'wallet'
        ? cashoutAlertWords(t, params)
        : alertWords(t, row.event, params);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    origin_app: row.originApp,
    pending_visits: row.visitedAt === null,
    audience: row.audience,
    event: row.event,
    shop,
    message_body,
    params,
  };
}
