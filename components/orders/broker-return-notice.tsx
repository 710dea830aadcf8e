import { useTranslations } from 'next-intl';

import type { Order } from '@/lib/api/schemas/checkout';

/**
 * What the card provider's return means (spec 02 §7 "Broker order": code 1 back from paying,
 * code 2 gave up), shown while the order still waits for the webhook that marks it paid.
 */
export function BrokerReturnNotice({ order, code }: { order: Order; code?: string | string[] }) {
  const t = useTranslations('orders');
  const redirected = order.payment_type === 'stripe' || order.payment_type === 'paypal';
  if (!redirected || order.state !== 'pending_payment') return null;
  const text =
    code === '1'
      ? t('paymentReturned')
      : code === '2'
        ? t('paymentCancelled')
        : code === '3'
          ? t('paymentAttemptFailed')
          : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="mx-auto mb-4 max-w-3xl rounded-xl bg-blue-50 p-4 text-blue-950 dark:bg-blue-950 dark:text-blue-50"
    >
      {text}
    </p>
  );
}
