import 'server-only';

import { toMinorUnits } from '@/lib/domain/price';
import type { Db } from '@/lib/db/client';

import { ApiError } from '../errors';
import type { PaymentTokenRow } from './payment-provider';
import { capturePayPalOrder, getPayPalOrder, PayPalError, type PayPalOrder } from './paypal-client';
import { paypalSetup } from './paypal-config';
import { recordPaymentEvent } from './record-payment';

const DECIMAL_VALUE = /^\d+(\.\d{1,2})?$/;

/** The completed capture of a PayPal order, if any. */
function completedCapture(order: PayPalOrder) {
  for (const unit of order.purchase_units) {
    const capture = unit.payments?.captures.find((c) => c.status === 'COMPLETED');
    if (capture) return capture;
  }
  return null;
}

/**
 * Captures the PayPal order a payment token was sent to and marks its order (or package) paid. The capture
 * carries PayPal-Request-Id `tienda-capture-{paypal order}`, so repeats answer the same capture;
 * an order PayPal says is already captured is read back. The capture id is the payment event:
 * recorded in the transaction of its effect, so the same capture applied twice (replays,
 * concurrent returns) pays once. The amount must be the token's exactly (decimal text to minor
 * units, no float) in its currency, else the order keeps waiting and the answer is 502.
 */
export async function capturePayPal(db: Db, token: PaymentTokenRow): Promise<{ applied: boolean }> {
  const setup = paypalSetup();
  if (!setup) throw new ApiError('payments_not_configured');
  const paypalOrderId = token.providerSessionId;
  if (!paypalOrderId) throw new ApiError('order_not_payable');
  let order: PayPalOrder;
  try {
    order = await capturePayPalOrder(setup, paypalOrderId, `tienda-capture-${paypalOrderId}`);
  } catch (error) {
    if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      order = await getPayPalOrder(setup, paypalOrderId).catch((again: unknown) => {
        console.error('[payments] paypal order read failed', again);
        throw new ApiError('payment_provider_error');
      });
    } else {
      console.error('[payments] paypal capture failed', error);
      throw new ApiError('payment_provider_error');
    }
  }
  const capture = completedCapture(order);
  if (!capture) {
    console.warn(`[payments] paypal order ${paypalOrderId} is ${order.status}, not captured`);
    throw new ApiError('payment_provider_error');
  }
  const value = capture.amount.value;
  const amount = DECIMAL_VALUE.test(value) ? toMinorUnits(value) : -1;
  if (amount !== token.amount || capture.amount.currency_code !== token.currency) {
    console.warn(
      `[payments] paypal capture ${capture.id} of ${value} ${capture.amount.currency_code} does not match ${token.amount} ${token.currency}`,
    );
  }
  const { applied } = await recordPaymentEvent(db, {
    provider: 'paypal',
    eventId: capture.id,
    type: 'capture.completed',
    paid: {
      ...(token.orderId
        ? { kind: 'order' as const, reference: token.orderId }
        : { kind: 'package' as const, reference: token.token }),
      amount,
      currency: capture.amount.currency_code,
    },
  });
  return { applied };
}
