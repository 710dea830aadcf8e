import 'server-only';

import type { Db } from '@/lib/db/client';
import { SUPPLIER_ORDER_PATH } from '@/lib/domain/paths/supplier-order-path';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';
import { defaultLocale } from '@/lib/i18n/locales';

import { activationLinkBase } from '../accounts/activation-link';
import { alertEmails } from './alert-emails';
import { createDelivery, transportsFromEnv } from '../delivery/delivery';
import { serverTranslator } from '../messages';
import { alertWords } from './alert-words';
import { paidDigitalItemLines } from './paid-digital-items';
import type { WrittenAlert } from './write-order-alerts';
import type { AlertParams } from '@/lib/domain/alerts/alert-kinds';

/**
 * The alerts a person must not miss (issue 18): anything for the supplier's staff (a new order, a
 * return request, a receipt confirmed); a new state, a return's decision or a refund for the
 * customer.
 */
const mailed = (alert: WrittenAlert): alert is WrittenAlert & { params: AlertParams } =>
  alert.params.type === 'order' &&
  (alert.event === 'order_state' ||
    alert.event === 'return_decided' ||
    alert.event === 'refund_issued' ||
    alert.audience === 'supplier');

/**
 * E-mails the alerts a person must not miss through the outbox (and SMTP when `SMTP_URL` is set),
 * once their event's transaction has committed — so a refused order mails nobody. People without
 * an e-mail (signed up by phone) have the bell only. A failed send is logged (the outbox keeps the
 * message undelivered); the order stands. In the platform's language: accounts keep none of their own.
 */
export async function emailAlerts(db: Db, written: WrittenAlert[]): Promise<void> {
  const wanted = written.filter(mailed);
  if (wanted.length === 0) return;
  const emailOf = await alertEmails(
    db,
    wanted.map((a) => a.userId),
  );
  const t = serverTranslator(defaultLocale);
  const base = await activationLinkBase(db, null);
  const delivery = createDelivery(db, transportsFromEnv());
  for (const alert of wanted) {
    const to = emailOf.get(alert.userId);
    if (!to) continue;
    const { params } = alert;
    const order = encodeURIComponent(params.order);
    const subject = alertWords(t, alert.event, params);
    const link = absoluteUrl(
      base,
      alert.audience === 'supplier' ? `${SUPPLIER_ORDER_PATH}/${order}` : `mis-compras/${order}`,
    );
    // A paid order's digital items travel in its e-mail too: the file or page, not just the way there.
    const digital =
      alert.audience === 'customer' && alert.event === 'order_state' && params.state === 'paid'
        ? await paidDigitalItemLines(db, params.order, { base, t })
        : [];
    const text = [
      t('alerts.email', { subject, link }),
      ...(digital.length > 0 ? [t('alerts.digitalItems', { items: digital.join('\n') })] : []),
    ].join('\n\n');
    await delivery.sendEmail({ to, subject, text }).catch(() => undefined);
  }
}
