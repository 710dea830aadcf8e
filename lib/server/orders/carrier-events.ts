import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { normalTracking, orders } from '@/lib/db/schema';
import { carrierStep, normalTrackingNumber } from '@/lib/domain/orders/carrier-tracking';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { moveOrder } from './change-order-state';

/** AfterShip's tracking webhook body (the parts we read): `tracking_update` events only. */
const TrackingEvent = z.object({
  event: z.string().max(100),
  msg: z.object({
    tracking_number: z.string().min(1).max(100),
    tag: z.string().max(50),
  }),
});

/** The secret AfterShip signs its webhook with, or null when tracking is not set up. */
function webhookSecret(): string | null {
  return process.env.AFTERSHIP_WEBHOOK_SECRET?.trim() || null;
}

/** AfterShip's signature: base64 HMAC-SHA256 of the raw body under the webhook secret. */
function signedByAfterShip(rawBody: string, signature: string | undefined, secret: string) {
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature ?? '', 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * AfterShip's tracking webhook (spec 02 §4 "status advances automatically with shipment
 * tracking"): a signed `tracking_update` moves every order whose tracking number it names (as
 * trackers compare them) the step its delivery tag means (lib/domain/orders/carrier-tracking.ts),
 * with the same side effects as a person's step: alerts, e-mails, the delivered date and the
 * reseller's credit. 404 `tracking_not_configured` without AFTERSHIP_WEBHOOK_SECRET, 400
 * `invalid_signature` for a body it did not sign. Replays and late events change nothing: steps
 * only go forward, and an order another request moved in between is left as it is.
 */
export async function handleAfterShipWebhook(
  ctx: ServiceContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ applied: boolean }> {
  const secret = webhookSecret();
  if (!secret) throw new ApiError('tracking_not_configured');
  if (!signedByAfterShip(rawBody, signature, secret)) throw new ApiError('invalid_signature');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ApiError('bad_request');
  }
  const event = TrackingEvent.safeParse(body);
  // Other events (estimated dates, pending time) are acknowledged and change nothing.
  if (!event.success || event.data.event !== 'tracking_update') return { applied: false };
  const { tracking_number, tag } = event.data.msg;
  const parcels = await ctx.db
    .select({ id: orders.id, state: orders.state, deliveryType: orders.deliveryType })
    .from(orders)
    .where(eq(normalTracking(orders.trackingNumber), normalTrackingNumber(tracking_number)));
  let applied = false;
  for (const order of parcels) {
    const to = carrierStep(order.state, order.deliveryType, tag);
    if (!to) continue;
    try {
      await moveOrder(ctx, order, to);
      applied = true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'order_state_changed')) throw error;
    }
  }
  return { applied };
}
