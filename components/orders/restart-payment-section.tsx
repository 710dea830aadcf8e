import { getTranslations } from 'next-intl/server';

import { PaymentAttemptNotice } from '@/components/payments/payment-attempt-notice';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/api/schemas/checkout';
import { restartPaymentAction } from '@/lib/domain/orders/restart-payment-form';

/** Whether an order's payment expired, so its customer may restart it. */
export function paymentExpired(order: Pick<Order, 'state' | 'cancel_reason'>): boolean {
  return order.state === 'canceled_by_customer' && order.cancel_reason === 'payment_expired';
}

/**
 * "The time to complete the purchase expired" with its restart option (spec 02 §8, issue 25), on
 * the order page and its payment page: a plain form POST (it works without JavaScript) that makes
 * a new payment for the same order while the stock allows (lib/server/orders/restart-payment.ts).
 * A refusal comes back as `error`: the units are gone, or something failed.
 */
export async function RestartPaymentSection({
  base,
  order,
  error,
}: {
  base: string;
  order: Pick<Order, 'id' | 'state' | 'cancel_reason'>;
  /** The refusal's code, brought back by the form's 303. */
  error?: string | null;
}) {
  if (!paymentExpired(order)) return null;
  const t = await getTranslations('orders.restartPayment');
  return (
    <section aria-labelledby="restart-payment" className="mt-6 space-y-3">
      <h2 id="restart-payment" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p>{t('explain')}</p>
      <RestartPaymentForm base={base} orderId={order.id} error={error} />
    </section>
  );
}

/** The restart button (a form POST) with the last refusal above it; also on the payment page. */
export async function RestartPaymentForm({
  base,
  orderId,
  error,
}: {
  base: string;
  orderId: string;
  error?: string | null;
}) {
  const t = await getTranslations('orders.restartPayment');
  return (
    <>
      {error ? (
        <PaymentAttemptNotice
          tone="failed"
          className=""
          message={error === 'insufficient_stock' ? t('soldOut') : t('failed')}
        />
      ) : null}
      <form method="post" action={restartPaymentAction(base, orderId)}>
        <Button type="submit">{t('restart')}</Button>
      </form>
    </>
  );
}
