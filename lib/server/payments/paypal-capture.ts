import 'server-only';

import { eq } from 'drizzle-orm';

import { toMinorUnits } from '@/lib/domain/catalogue/price';
import type { Db } from '@/lib/db/client';
import { orders, paymentTokens } from '@/lib/db/schema';

import { ApiError } from '../errors';
import type { PaymentTokenRow } from './payment-provider';
import { assertPackagePayable } from './payment-tokens';
import {
  capturePayPalOrder,
  getPayPalOrder,
  type PayPalCapture,
  PayPalError,
  type PayPalOrder,
} from './paypal-client';
import { paypalSetup } from './paypal-config';
import { recordPaymentEvent } from './record-payment';
import { logger } from '../log/logger';

const DECIMAL_VALUE = /^\d+(\.\d{1,2})?$/;

/** A PayPal webhook delivery (its event id and type), recorded with the effect it carries. */
export interface PayPalDelivery {
  eventId: string;
  type: string;
}

/** The completed capture of a PayPal order, if any. */
function completedCapture(order: PayPalOrder) {
  for (const unit of order.purchase_units) {
    const capture = unit.payments?.captures.find((c) => c.status === 'COMPLETED');
    if (capture) return capture;
  }
  return null;
}

/**
 * Whether what the token pays still waits, read afresh: `paid` when it is already paid; 409
 * `order_not_payable` when its order no longer waits (cancelled), `payment_expired` for a package
 * token past its hour, so nothing is captured for them.
 */
async function tokenStanding(db: Db, token: PaymentTokenRow): Promise<'waits' | 'paid'> {
  if (token.orderId) {
    const [order] = await db
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, token.orderId))
      .limit(1);
    if (order?.state === 'paid') return 'paid';
    if (order?.state !== 'pending_payment') throw new ApiError('order_not_payable');
    return 'waits';
  }
  const [row] = await db
    .select()
    .from(paymentTokens)
    .where(eq(paymentTokens.token, token.token))
    .limit(1);
  if (row?.state === 'paid') return 'paid';
  assertPackagePayable(row ?? token);
  return 'waits';
}

/**
 * A completed PayPal capture of the token's PayPal order, recorded as the payment event (its
 * capture id; and the webhook delivery that told us, when one did) in the transaction that marks
 * the order (or package) paid, so the same capture seen through the return route and a webhook
 * pays once. The amount must be the token's exactly (decimal text to minor units, no float) in
 * its currency, else nothing is paid.
 */
export async function recordPayPalCapture(
  db: Db,
  token: PaymentTokenRow,
  capture: PayPalCapture,
  delivery?: PayPalDelivery,
): Promise<{ applied: boolean }> {
  const value = capture.amount.value;
  const amount = DECIMAL_VALUE.test(value) ? toMinorUnits(value) : -1;
  if (amount !== token.amount || capture.amount.currency_code !== token.currency) {
    logger.warn(
      { captureId: capture.id, captured: `${value} ${capture.amount.currency_code}` },
      `paypal capture does not match ${token.amount} ${token.currency}`,
    );
  }
  return recordPaymentEvent(db, {
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
    delivery,
  });
}

/**
 * Captures the PayPal order a payment token was sent to and marks its order (or package) paid:
 * from the return route, the smart buttons and the `CHECKOUT.ORDER.APPROVED` webhook alike.
 * Something already paid is not captured again; an order that no longer waits is 409
 * `order_not_payable`. The capture carries PayPal-Request-Id `tienda-capture-{paypal order}`, so
 * repeats answer the same capture; an order PayPal says is already captured is read back. A
 * capture PayPal does not complete, or of another amount, leaves the order waiting: 502.
 */
export async function capturePayPal(
  db: Db,
  token: PaymentTokenRow,
  delivery?: PayPalDelivery,
): Promise<{ applied: boolean }> {
  const setup = paypalSetup();
  if (!setup) throw new ApiError('payments_not_configured');
  const paypalOrderId = token.providerSessionId;
  if (!paypalOrderId) throw new ApiError('order_not_payable');
  if ((await tokenStanding(db, token)) === 'paid') {
    if (!delivery) return { applied: false };
    return recordPaymentEvent(db, { provider: 'paypal', ...delivery, paid: null });
  }
  let order: PayPalOrder;
  try {
    order = await capturePayPalOrder(setup, paypalOrderId, `tienda-capture-${paypalOrderId}`);
  } catch (error) {
    if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      order = await getPayPalOrder(setup, paypalOrderId).catch((again: unknown) => {
        logger.error({ err: again }, 'paypal order read failed');
        throw new ApiError('payment_provider_error');
      });
    } else {
      logger.error({ err: error }, 'paypal capture failed');
      throw new ApiError('payment_provider_error');
    }
  }
  const capture = completedCapture(order);
  if (!capture) {
    logger.warn({ paypalOrderId, status: order.status }, 'paypal order not captured');
    throw new ApiError('payment_provider_error');
  }
  return recordPayPalCapture(db, token, capture, delivery);
}
