import 'server-only';

import { and, count, eq, isNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders, shops, tickets } from '@/lib/db/schema';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';
import { defaultLocale } from '@/lib/i18n/locales';

import { activationLinkBase } from '../accounts/activation-link';
import { alertEmails } from '../alerts/alert-emails';
import { createDelivery, transportsFromEnv } from '../delivery/delivery';
import { logger } from '../log/logger';
import { serverTranslator } from '../messages';

/**
 * Tells the customer their tickets are ready, once the payment's transaction has committed (a
 * rolled-back one mails nobody): an e-mail through the outbox with the way to the order page,
 * where they name the attendants and download the PDF or the zip. The mail layer sends text
 * only, so the tickets travel as that link rather than as an attachment. Only when `issued` new
 * tickets (a replayed payment mails nothing twice). A failed send is logged; the payment stands.
 */
export async function mailOrderTickets(db: Db, orderId: string, issued: number): Promise<void> {
  if (issued === 0) return;
  try {
    const [order] = await db
      .select({ number: orders.number, userId: orders.userId, shopSlug: shops.slug })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order) return;
    const to = (await alertEmails(db, [order.userId])).get(order.userId);
    if (!to) return;
    const [seats] = await db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.orderId, orderId), isNull(tickets.canceledAt)));
    const t = serverTranslator(defaultLocale);
    const base = await activationLinkBase(db, order.shopSlug);
    const link = absoluteUrl(base, `mis-compras/${encodeURIComponent(orderId)}`);
    const number = formatOrderNumber(order.number);
    await createDelivery(db, transportsFromEnv()).sendEmail({
      to,
      subject: t('tickets.email.subject', { number }),
      text: t('tickets.email.body', { count: seats?.n ?? issued, number, link }),
    });
  } catch (error) {
    logger.error({ err: error, orderId }, 'ticket e-mail failed');
  }
}
