import 'server-only';

import type { Alert } from '@/lib/api/schemas/alerts';
import type { alerts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { serverTranslator } from '../messages';

type AlertRow = typeof alerts.$inferSelect;

/**
 * An alert as the API answers it, its words in the reader's language (built from its params);
 * `shop` is the slug of the shop it happened in.
 */
export function alertView(row: AlertRow, shop: string | null, locale: Locale): Alert {
  const t = serverTranslator(locale);
  const { params } = row;
  const number = params.order.slice(-6);
  const message_body =
    row.event === 'order_placed'
      ? t('alerts.messages.orderPlaced', { number, supplier: params.supplier_name })
      : t('alerts.messages.orderState', {
          number,
          supplier: params.supplier_name,
          state: t(`orders.states.${params.state}`),
        });
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
