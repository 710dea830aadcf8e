import 'server-only';

import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { type orders, paymentEvents } from '@/lib/db/schema';
import { toDecimalAmount } from '@/lib/domain/catalogue/price';
import type { RefundMethod, RefundState } from '@/lib/domain/orders/refunds';

import { paypalSetup } from '../payments/paypal-config';
import { refundPayPalCapture } from '../payments/paypal-client';
import { STRIPE_CARD } from '../payments/stripe-card-intent';
import { stripeSetup } from '../payments/stripe-config';

type OrderRow = typeof orders.$inferSelect;

/** What the provider said about a refund it was asked for. */
export interface ProviderAnswer {
  state: RefundState;
  providerRefundId: string | null;
  failureReason: string | null;
}

export interface RefundRequest {
  id: string;
  amount: number;
  currency: string;
  method: RefundMethod;
}

/** Thrown when the provider cannot be reached or refuses to say (the refund stays pending). */
export class ProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super('refund provider unavailable', { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** The id of the payment event an order was paid with at `provider` (its intent or capture). */
async function paidEventId(db: Pick<Db, 'select'>, orderId: string, provider: string) {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.provider, provider)))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  return row?.eventId ?? null;
}

const STRIPE_STATES: Record<string, RefundState> = {
  succeeded: 'success',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

/** Our state of a Stripe refund's `status` (anything new is still pending). */
export const stripeRefundState = (status: string | null | undefined): RefundState =>
  STRIPE_STATES[status ?? 'pending'] ?? 'pending';

/** Stripe: the order's PaymentIntent (the card form's, or its Checkout Session's) refunded. */
async function refundWithStripe(
  db: Pick<Db, 'select'>,
  order: OrderRow,
  refund: RefundRequest,
): Promise<ProviderAnswer> {
  const stripe = stripeSetup();
  if (!stripe) return { state: 'failed', providerRefundId: null, failureReason: 'not_configured' };
  try {
    let intent =
      order.paymentType === STRIPE_CARD ? await paidEventId(db, order.id, STRIPE_CARD) : null;
    if (!intent && order.providerSessionId) {
      const session = await stripe.client.checkout.sessions.retrieve(order.providerSessionId);
      intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
    }
    if (!intent) return { state: 'failed', providerRefundId: null, failureReason: 'no_payment' };
    const answer = await stripe.client.refunds.create(
      {
        payment_intent: intent,
        amount: refund.amount,
        metadata: { tienda_refund: refund.id, order_id: order.id },
      },
      { idempotencyKey: `tienda-refund-${refund.id}` },
    );
    return {
      state: stripeRefundState(answer.status),
      providerRefundId: answer.id,
      failureReason: answer.failure_reason ?? null,
    };
  } catch (error) {
    // A card error from Stripe is a final answer; a connection problem is not.
    const type = (error as { type?: string }).type;
    if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') {
      return {
        state: 'failed',
        providerRefundId: null,
        failureReason: (error as { code?: string }).code ?? 'refused',
      };
    }
    throw new ProviderUnavailable(error);
  }
}

const PAYPAL_STATES: Record<string, RefundState> = {
  COMPLETED: 'success',
  PENDING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'failed',
};

/** Our state of a PayPal refund's `status` (anything new is still pending). */
export const paypalRefundState = (status: string): RefundState =>
  PAYPAL_STATES[status] ?? 'pending';

/** PayPal: the order's capture refunded. */
async function refundWithPayPal(
  db: Pick<Db, 'select'>,
  order: OrderRow,
  refund: RefundRequest,
): Promise<ProviderAnswer> {
  const setup = paypalSetup();
  if (!setup) return { state: 'failed', providerRefundId: null, failureReason: 'not_configured' };
  const capture = await paidEventId(db, order.id, 'paypal');
  if (!capture) return { state: 'failed', providerRefundId: null, failureReason: 'no_payment' };
  try {
    const answer = await refundPayPalCapture(setup, capture, {
      currency: refund.currency,
      value: toDecimalAmount(refund.amount),
      requestId: `tienda-refund-${refund.id}`,
      invoiceId: refund.id,
    });
    return {
      state: paypalRefundState(answer.status),
      providerRefundId: answer.id,
      failureReason: answer.status === 'FAILED' ? 'refused' : null,
    };
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
      return {
        state: 'failed',
        providerRefundId: null,
        failureReason: (error as { issue?: string }).issue ?? 'refused',
      };
    }
    throw new ProviderUnavailable(error);
  }
}

/**
 * Asks the provider that took the order's payment to give `refund.amount` back, under the
 * refund's id as its idempotency key (a repeat answers the same refund). A manual refund is the
 * supplier's own word: done at once.
 */
export function sendRefund(
  db: Pick<Db, 'select'>,
  order: OrderRow,
  refund: RefundRequest,
): Promise<ProviderAnswer> {
  if (refund.method === 'stripe') return refundWithStripe(db, order, refund);
  if (refund.method === 'paypal') return refundWithPayPal(db, order, refund);
  return Promise.resolve({ state: 'success', providerRefundId: null, failureReason: null });
}
