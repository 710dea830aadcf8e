import 'server-only';

import { and, eq } from 'drizzle-orm';

import { orders } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { stripeSetup } from './stripe-config';

export interface BrokerInput {
  /** Where the provider sends the shopper after paying (broker code 1). */
  return_path: string;
  /** Where the provider sends the shopper who gives up (broker code 2). */
  cancel_path: string;
}

/** `path` plus the broker code, kept on the shop's own origin. */
function backTo(origin: string, path: string, code: 1 | 2): string {
  const url = new URL(path, origin);
  url.searchParams.set('code', String(code));
  return url.toString();
}

/**
 * Hands an order paid by a redirect method to its provider (spec 02 §7 "Broker order"): a Stripe
 * Checkout Session for the order's total, whose `url` is the `approval_url` the page goes to. The
 * session is created once per order (Stripe's idempotency key), so a second click returns the
 * same one. 404 `order_not_found` for anyone else's order; 409 `order_not_payable` unless the
 * order is the user's, paid by Stripe and still waiting; 404 `payments_not_configured` without
 * keys; 502 `payment_provider_error` when Stripe fails.
 */
export async function brokerOrder(
  ctx: ServiceContext,
  orderId: string,
  input: BrokerInput,
  origin: string,
): Promise<{ approval_url: string; token: string }> {
  const { userId } = requireUser(ctx.actor);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError('order_not_found');
  if (order.paymentType !== 'stripe' || order.state !== 'pending_payment') {
    throw new ApiError('order_not_payable');
  }
  const stripe = stripeSetup();
  if (!stripe) throw new ApiError('payments_not_configured');
  let session;
  try {
    session = await stripe.client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.total,
              product_data: { name: `Pedido ${order.id}` },
            },
          },
        ],
        success_url: backTo(origin, input.return_path, 1),
        cancel_url: backTo(origin, input.cancel_path, 2),
      },
      { idempotencyKey: `tienda-broker-${order.id}` },
    );
  } catch (error) {
    console.error('[payments] stripe session failed', error);
    throw new ApiError('payment_provider_error');
  }
  if (!session.url) throw new ApiError('payment_provider_error');
  await ctx.db.update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, order.id));
  return { approval_url: session.url, token: session.id };
}
