import { useTranslations } from 'next-intl';

import type { Order } from '@/lib/api/schemas/checkout';
import { CANCEL_REASONS, type CancelReason } from '@/lib/domain/orders/order-states';

import { OrderFact } from './order-fact';

const isCancelReason = (reason: string): reason is CancelReason =>
  reason === 'payment_expired' || (CANCEL_REASONS as readonly string[]).includes(reason);

/**
 * Why a cancelled order was cancelled (spec 02 §3 "cancellation reason"), the same words for its
 * customer, its supplier and the shop's back office; nothing for an order not cancelled.
 */
export function OrderCancelReason({ order }: { order: Pick<Order, 'cancel_reason'> }) {
  const t = useTranslations('orders.supplier');
  if (!order.cancel_reason) return null;
  return (
    <dl className="mt-3 text-sm">
      <OrderFact term={t('cancelReason')}>
        {isCancelReason(order.cancel_reason)
          ? t(`reasons.${order.cancel_reason}`)
          : order.cancel_reason}
      </OrderFact>
    </dl>
  );
}
