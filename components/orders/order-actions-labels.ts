import 'server-only';

import { getTranslations } from 'next-intl/server';

import { ORDER_STATES } from '@/lib/db/schema/enums';
import { CANCEL_REASONS } from '@/lib/domain/order-states';

import type { SupplierOrderActionsLabels } from './supplier-order-actions';

/** The words of the supplier's order buttons, in the request's language. */
export async function supplierOrderActionsLabels(): Promise<SupplierOrderActionsLabels> {
  const [t, to, te] = await Promise.all([
    getTranslations('orders.supplier'),
    getTranslations('orders'),
    getTranslations('errors'),
  ]);
  const codes = ['order_not_advanceable', 'order_not_cancellable', 'order_state_changed', 'order_not_found'] as const;
  return {
    title: t('actions'),
    next: {
      paid: t('next.paid'),
      in_process: t('next.in_process'),
      to_deliver: t('next.to_deliver'),
      in_transit: t('next.in_transit'),
      delivered: t('next.delivered'),
    },
    cancel: t('cancel'),
    cancelReason: t('cancelReason'),
    reasons: Object.fromEntries(CANCEL_REASONS.map((r) => [r, t(`reasons.${r}`)])) as SupplierOrderActionsLabels['reasons'],
    confirmCancel: t('confirmCancel'),
    keep: t('keep'),
    changed: t.raw('changed') as string,
    states: Object.fromEntries(ORDER_STATES.map((s) => [s, to(`states.${s}`)])) as SupplierOrderActionsLabels['states'],
    errors: Object.fromEntries(codes.map((code) => [code, te(code)])),
    genericError: t('genericError'),
  };
}
