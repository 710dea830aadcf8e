import 'server-only';

import type { Db } from '@/lib/db/client';
import type { orders } from '@/lib/db/schema';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { groupClabeForReading } from '@/lib/domain/payments/clabe';
import type { PaymentInstructions } from '@/lib/domain/payments/payment-instructions';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';
import { defaultLocale, PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

import { activationLinkBase } from '../accounts/activation-link';
import { createDelivery, transportsFromEnv } from '../delivery/delivery';
import { serverTranslator } from '../messages';
import { logger } from '../log/logger';

type OrderRow = typeof orders.$inferSelect;

/** A moment as the e-mail says it ("6 de mayo de 2025 a las 23:59"), in Mexico City time. */
function mexicoTime(at: Date): string {
  return new Intl.DateTimeFormat(defaultLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(at);
}

/**
 * Mails the shopper the voucher or the account they were just given (issue 25: "e-mailed"), so
 * they can pay from the store or their bank without the site open: the number or CLABE, amount,
 * deadline, Stripe's printable page, and the payment page. Sent once, when the instructions are
 * made, through the outbox (and SMTP when set); a failure is logged and changes nothing. In the
 * platform's language, as the alerts are.
 */
export async function emailPaymentInstructions(
  db: Db,
  { order, token, email }: { order: OrderRow; token: string; email: string | null },
  instructions: PaymentInstructions,
  payBy: Date,
): Promise<void> {
  if (!email) return;
  const t = serverTranslator(defaultLocale);
  const number = formatOrderNumber(order.number);
  const amount = `${formatPrice(order.total, order.currency)} ${order.currency}`;
  const link = absoluteUrl(
    await activationLinkBase(db, null),
    `me/payments/${encodeURIComponent(token)}`,
  );
  const lines =
    instructions.method === 'oxxo'
      ? [
          t('paymentInstructions.email.oxxoBody', {
            amount,
            number: instructions.number,
            expires: mexicoTime(new Date(instructions.expires_at)),
          }),
          ...(instructions.hosted_voucher_url
            ? [t('paymentInstructions.email.printable', { url: instructions.hosted_voucher_url })]
            : []),
        ]
      : [
          t('paymentInstructions.email.speiBody', {
            amount: `${formatPrice(instructions.amount_remaining, order.currency)} ${order.currency}`,
            clabe: groupClabeForReading(instructions.clabe),
            bank: instructions.bank_name ?? '—',
            reference: instructions.reference ?? '—',
            payBy: mexicoTime(payBy),
          }),
        ];
  const subject = t(
    instructions.method === 'oxxo'
      ? 'paymentInstructions.email.oxxoSubject'
      : 'paymentInstructions.email.speiSubject',
    { number },
  );
  const text = [...lines, t('paymentInstructions.email.link', { link })].join('\n\n');
  await createDelivery(db, transportsFromEnv())
    .sendEmail({ to: email, subject, text })
    .catch((error: unknown) => logger.error({ err: error }, 'payment instructions e-mail failed'));
}
