import 'server-only';

import type { AlertEvent, AlertParams } from '@/lib/domain/alerts/alert-kinds';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';

import type { serverTranslator } from '../messages';

/** An alert's words (the panel's line, the e-mail's subject) from its event and params. */
export function alertWords(
  t: ReturnType<typeof serverTranslator>,
  event: AlertEvent,
  params: AlertParams,
): string {
  const number = formatOrderNumber(params.order_number);
  switch (event) {
    case 'order_placed':
      return t('alerts.messages.orderPlaced', { number, supplier: params.supplier_name });
    case 'order_state':
      return t('alerts.messages.orderState', {
        number,
        supplier: params.supplier_name,
        state: t(`orders.states.${params.state}`),
      });
    case 'return_opened':
      return t('alerts.messages.returnOpened', { number, supplier: params.supplier_name });
    case 'return_decided':
      return t('alerts.messages.returnDecided', {
        number,
        supplier: params.supplier_name,
        decision: t(`orderReturns.decisions.${params.decision ?? 'rejected'}`),
      });
    case 'order_received':
      return t('alerts.messages.orderReceived', { number, supplier: params.supplier_name });
    case 'refund_issued':
      return t('alerts.messages.refundIssued', {
        number,
        supplier: params.supplier_name,
        amount: formatPrice(params.amount ?? 0, params.currency ?? 'MXN'),
      });
    default:
      throw new Error(`Not an order alert: ${event}`);
  }
}
