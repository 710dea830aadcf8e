import 'server-only';

import { getTranslations } from 'next-intl/server';

import { ORDER_STATES } from '@/lib/domain/vocabulary';
import { CANCEL_REASONS, type Canceller } from '@/lib/domain/orders/order-states';

import type { OrderActionsLabels } from './order-actions';

const REFUSALS = ['order_not_advanceable', 'order_not_cancellable', 'order_state_changed', 'order_not_found'] as const;

/** The words of an order's buttons for its supplier or its customer, in the request's language. */
export async function orderActionsLabels(who: Canceller): Promise<OrderActionsLabels> {
  const [t, to, te] = await Promise.all([
    getTranslations('orders.supplier'),
    getTranslations('orders'),
    getTranslations('errors'),
  ]);
  return {
    title: who === 'supplier' ? t('actions') : to('customerActions.title'),
    next: {
      paid: t('next.paid'),
      in_process: t('next.in_process'),
      to_deliver: t('next.to_deliver'),
      in_transit: t('next.in_transit'),
      delivered: t('next.delivered'),
    },
    cancel: who === 'supplier' ? t('cancel') : to('customerActions.cancel'),
    cancelReason: t('cancelReason'),
    reasons: Object.fromEntries(CANCEL_REASONS.map((r) => [r, t(`reasons.${r}`)])) as OrderActionsLabels['reasons'],
    confirmCancel: t('confirmCancel'),
    keep: t('keep'),
    changed: t.raw('changed') as string,
    states: Object.fromEntries(ORDER_STATES.map((s) => [s, to(`states.${s}`)])) as OrderActionsLabels['states'],
    errors: Object.fromEntries(REFUSALS.map((code) => [code, te(code)])),
    genericError: t('genericError'),
  };
}
