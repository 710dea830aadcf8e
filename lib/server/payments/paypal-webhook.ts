import 'server-only';

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { paymentEvents, paymentTokens } from '@/lib/db/schema';

import { ApiError } from '../errors';
import { capturePayPal, type PayPalDelivery, recordPayPalCapture } from './paypal-capture';
import { PayPalCaptureSchema, type PayPalTransmission, verifyPayPalWebhook } from './paypal-client';
import { paypalSetup } from './paypal-config';
import { paypalRefundState } from '../refunds/refund-providers';
import { recordPaymentEvent } from './record-payment';
import { logger } from '../log/logger';

/** The headers PayPal signs a delivery with, as the route receives them (any may be missing). */
export type PayPalWebhookHeaders = Partial<
  Record<
    | 'paypal-transmission-id'
    | 'paypal-transmission-time'
    | 'paypal-transmission-sig'
    | 'paypal-cert-url'
    | 'paypal-auth-algo',
    string
  >
>;

const WebhookEvent = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.unknown(),
});

const ApprovedOrder = z.object({ id: z.string().min(1) });

const CompletedCapture = PayPalCaptureSchema.extend({
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** A refund of a capture, as `PAYMENT.CAPTURE.REFUNDED` carries it (our id is its invoice id). */
const CaptureRefund = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  invoice_id: z.string().max(200).optional(),
});

/** The payment token sent to this PayPal order (`provider_session_id`), if it is ours. */
async function tokenOfPayPalOrder(db: Db, paypalOrderId: string | undefined) {
  if (!paypalOrderId) return null;
  const [token] = await db
    .select()
    .from(paymentTokens)
    .where(
      and(eq(paymentTokens.provider, 'paypal'), eq(paymentTokens.providerSessionId, paypalOrderId)),
    )
    .limit(1);
  return token ?? null;
}

function transmissionOf(headers: PayPalWebhookHeaders): PayPalTransmission | null {
  const authAlgo = headers['paypal-auth-algo'];
  const certUrl = headers['paypal-cert-url'];
  const transmissionId = headers['paypal-transmission-id'];
  const transmissionSig = headers['paypal-transmission-sig'];
  const transmissionTime = headers['paypal-transmission-time'];
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    return null;
  }
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/** Records a delivery that changes nothing (unknown type, not ours, no longer payable). */
const acknowledge = (db: Db, delivery: PayPalDelivery) =>
  recordPaymentEvent(db, { provider: 'paypal', ...delivery, paid: null });

/**
 * PayPal's webhook (`POST /api/payments/webhooks/paypal`). Each delivery is verified by PayPal
 * itself (`verify-webhook-signature` with the transmission headers and `PAYPAL_WEBHOOK_ID`):
 * missing headers, an unreadable body or any answer but SUCCESS is 400 `invalid_signature` and
 * changes nothing; PayPal unreachable is 502, so PayPal delivers again later. Then, recorded by
 * event id in `payment_events` in the transaction of its effect (replays and concurrent
 * duplicates change nothing):
 * - `CHECKOUT.ORDER.APPROVED`: the shopper approved but may never come back; the order is
 *   captured through the same path as the return route (idempotent per PayPal order, and paid
 *   once per capture id, whichever of the two arrives first);
 * - `PAYMENT.CAPTURE.COMPLETED`: the capture pays its order or package, as the return would;
 * - `PAYMENT.CAPTURE.REFUNDED`: settles the refund it names (our id is its invoice id);
 * - anything else, a PayPal order that is not ours, or an order no longer waiting: acknowledged
 *   with no effect.
 */
export async function handlePayPalWebhook(
  db: Db,
  rawBody: string,
  headers: PayPalWebhookHeaders,
): Promise<{ applied: boolean }> {
  const setup = paypalSetup();
  if (!setup?.webhookId) throw new ApiError('payments_not_configured');
  const transmission = transmissionOf(headers);
  if (!transmission) throw new ApiError('invalid_signature');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ApiError('invalid_signature');
  }
  const event = WebhookEvent.safeParse(json);
  if (!event.success) throw new ApiError('invalid_signature');
  let verified: boolean;
  try {
    verified = await verifyPayPalWebhook(setup, setup.webhookId, transmission, rawBody);
  } catch (error) {
    logger.error({ err: error }, 'paypal webhook verification failed');
    throw new ApiError('payment_provider_error');
  }
  if (!verified) throw new ApiError('invalid_signature');

  const delivery: PayPalDelivery = { eventId: event.data.id, type: event.data.event_type };
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.eventId, delivery.eventId)))
    .limit(1);
  if (seen) return { applied: false };

  if (delivery.type === 'CHECKOUT.ORDER.APPROVED') {
    const order = ApprovedOrder.safeParse(event.data.resource);
    const token = await tokenOfPayPalOrder(db, order.data?.id);
    if (!token) return acknowledge(db, delivery);
    try {
      return await capturePayPal(db, token, delivery);
    } catch (error) {
      // Nothing to capture any more; a failing PayPal (502) is left for its next delivery.
      if (error instanceof ApiError && error.status === 409) return acknowledge(db, delivery);
      throw error;
    }
  }
  if (delivery.type === 'PAYMENT.CAPTURE.COMPLETED') {
    const capture = CompletedCapture.safeParse(event.data.resource);
    const token = capture.success
      ? await tokenOfPayPalOrder(db, capture.data.supplementary_data?.related_ids?.order_id)
      : null;
    if (!capture.success || !token || capture.data.status !== 'COMPLETED') {
      return acknowledge(db, delivery);
    }
    return recordPayPalCapture(db, token, capture.data, delivery);
  }
  if (delivery.type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refund = CaptureRefund.safeParse(event.data.resource);
    if (!refund.success) return acknowledge(db, delivery);
    return recordPaymentEvent(db, {
      provider: 'paypal',
      ...delivery,
      paid: null,
      refunded: {
        method: 'paypal',
        refundId: refund.data.invoice_id ?? null,
        providerRefundId: refund.data.id,
        state: paypalRefundState(refund.data.status),
        failureReason: refund.data.status === 'COMPLETED' ? null : 'refused',
      },
    });
  }
  return acknowledge(db, delivery);
}
