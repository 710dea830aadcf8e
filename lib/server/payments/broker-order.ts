import 'server-only';

import { and, eq } from 'drizzle-orm';

import { orders } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { confirmPackagePayment, payPackageByRedirect } from './package-payment';
import type {
  CardProvider,
  InstructionsProvider,
  OnlineProviderId,
  PaymentTokenRow,
  RedirectProvider,
} from './payment-provider';
import { myPaymentToken, orderPaymentToken, orderSubject } from './payment-tokens';
import { providerFor } from './providers';
import {
  type BrokerAnswer,
  type BrokerInput,
  redirectProvider,
  sendToProvider,
} from './send-to-provider';

type OrderRow = typeof orders.$inferSelect;

/** A waiting order of a redirect provider that is switched on, or the spec's refusals. */
function redirectProviderOf(order: OrderRow, wanted?: OnlineProviderId): RedirectProvider {
  if (order.state !== 'pending_payment') throw new ApiError('order_not_payable');
  return redirectProvider(order.paymentType, wanted);
}

/**
 * Hands an order paid by a redirect method to its provider (spec 02 §7 "Broker order"): the
 * order's payment token and the provider's payment page (`approval_url`) for the order's total.
 * One provider session per order, so a second click answers the same one. A card-form order
 * answers its token and public key with no approval URL (brokerCardOrder). 404 `order_not_found`
 * for anyone else's order; 409 `order_not_payable` unless the order is the user's, paid by an
 * online provider and still waiting; 404 `payments_not_configured` without the provider's keys;
 * 502 `payment_provider_error` when the provider fails.
 */
export async function brokerOrder(
  ctx: ServiceContext,
  orderId: string,
  input: BrokerInput,
  origin: string,
): Promise<BrokerAnswer> {
  const { userId } = requireUser(ctx.actor);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError('order_not_found');
  const card = providerFor(order.paymentType);
  // Paid on the payment page: the card form, or the OXXO/SPEI button (issue 25).
  if (card?.kind === 'card' || card?.kind === 'instructions') {
    return brokerCardOrder(ctx, order, card);
  }
  const provider = redirectProviderOf(order);
  const token = await orderPaymentToken(ctx.db, order);
  return sendToProvider(ctx, provider, orderSubject(order, token), token, input, origin);
}

/**
 * Spec 02 §4 "Card-form methods return public keys and a payment token for the client to
 * continue": the order's payment token (its payment page has the card form) and the public key.
 */
async function brokerCardOrder(
  ctx: ServiceContext,
  order: OrderRow,
  provider: CardProvider | InstructionsProvider,
): Promise<BrokerAnswer> {
  if (order.state !== 'pending_payment') throw new ApiError('order_not_payable');
  if (!provider.configured()) throw new ApiError('payments_not_configured');
  const token = await orderPaymentToken(ctx.db, order);
  const [publicKey] = provider.kind === 'card' ? Object.values(provider.publicKeys()) : [];
  return {
    approval_url: null,
    token: token.token,
    session_id: token.provider === provider.id ? token.providerSessionId : null,
    payment_metadata: { provider: provider.id, ...(publicKey ? { public_key: publicKey } : {}) },
  };
}

/** The order a payment token pays, or 409 `order_not_payable` (a package, or gone). */
export async function tokenOrder(ctx: ServiceContext, token: PaymentTokenRow): Promise<OrderRow> {
  if (!token.orderId) throw new ApiError('order_not_payable');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, token.orderId)).limit(1);
  if (!order) throw new ApiError('order_not_payable');
  return order;
}

/**
 * Spec 02 §7 "Pay by redirect" (`POST /payments/{token}/order/paypal`): the same as brokering the
 * token's order, for the provider named in the path; a package token goes to that provider
 * (package-payment.ts). 404 `not_found` for anyone else's token.
 */
export async function payByRedirect(
  ctx: ServiceContext,
  tokenValue: string,
  providerId: OnlineProviderId,
  input: BrokerInput,
  origin: string,
): Promise<BrokerAnswer> {
  const token = await myPaymentToken(ctx, tokenValue);
  if (token.planId) return payPackageByRedirect(ctx, token, providerId, input, origin);
  const order = await tokenOrder(ctx, token);
  const provider = redirectProviderOf(order, providerId);
  return sendToProvider(ctx, provider, orderSubject(order, token), token, input, origin);
}

/**
 * The shopper is back from approving (or the browser's PayPal button approved): the provider
 * confirms the payment (PayPal's capture). Paid orders and packages answer at once, without the
 * provider; `order_id` is null for a package.
 */
export async function confirmPayment(
  ctx: ServiceContext,
  tokenValue: string,
  providerId: OnlineProviderId,
): Promise<{ state: 'paid'; order_id: string | null }> {
  const token = await myPaymentToken(ctx, tokenValue);
  if (token.planId) {
    await confirmPackagePayment(ctx, token, providerId);
    return { state: 'paid', order_id: null };
  }
  const order = await tokenOrder(ctx, token);
  if (order.state === 'paid' && order.paymentType === providerId) {
    return { state: 'paid', order_id: order.id };
  }
  const provider = redirectProviderOf(order, providerId);
  if (!provider.confirm || !token.providerSessionId) throw new ApiError('order_not_payable');
  await provider.confirm(ctx.db, token);
  const [after] = await ctx.db
    .select({ state: orders.state })
    .from(orders)
    .where(eq(orders.id, order.id))
    .limit(1);
  if (after?.state !== 'paid') throw new ApiError('payment_provider_error');
  return { state: 'paid', order_id: order.id };
}
