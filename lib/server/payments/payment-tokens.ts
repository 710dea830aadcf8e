import 'server-only';

import { and, eq, lt } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders, paymentTokens, type plans } from '@/lib/db/schema';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import {
  isPackageTokenExpired,
  packageTokensIssuedBefore,
} from '@/lib/domain/packages/package-token';

import { randomToken } from '../accounts/secrets';
import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import type { PaymentSubject, PaymentTokenRow } from './payment-provider';

type OrderRow = typeof orders.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/** The order's payment token, issued on first use (one per order, whatever the races). */
export async function orderPaymentToken(db: Db, order: OrderRow): Promise<PaymentTokenRow> {
  await db
    .insert(paymentTokens)
    .values({
      token: randomToken(),
      userId: order.userId,
      orderId: order.id,
      amount: order.total,
      currency: order.currency,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentTokens)
    .where(eq(paymentTokens.orderId, order.id))
    .limit(1);
  if (!row) throw new Error(`payment token of ${order.id} vanished`);
  return row;
}

/**
 * The user's open payment token for a plan package, issued with the plan's price on first use:
 * one open token per user and plan (`payment_tokens_open_package_key`), so a second click or a
 * concurrent one answers the same. An open token past its hour is marked `expired` first, so a
 * fresh one (today's price, a new hour) takes its place. Tried twice in case the open one is
 * paid or expires in between.
 */
export async function packagePaymentToken(
  db: Db,
  userId: string,
  plan: PlanRow,
  now: Date = new Date(),
): Promise<PaymentTokenRow> {
  const open = and(
    eq(paymentTokens.userId, userId),
    eq(paymentTokens.planId, plan.id),
    eq(paymentTokens.state, 'open'),
  );
  for (let attempt = 0; attempt < 2; attempt++) {
    await db
      .update(paymentTokens)
      .set({ state: 'expired' })
      .where(and(open, lt(paymentTokens.createdAt, packageTokensIssuedBefore(now))));
    await db
      .insert(paymentTokens)
      .values({
        token: randomToken(),
        userId,
        planId: plan.id,
        amount: plan.price,
        currency: plan.currency,
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(paymentTokens).where(open).limit(1);
    if (row) return row;
  }
  throw new Error(`open payment token of ${userId} for ${plan.id} vanished`);
}

/** 409 `package_already_paid` once paid, `payment_expired` once its hour is over. */
export function assertPackagePayable(token: PaymentTokenRow): void {
  if (token.state === 'paid') throw new ApiError('package_already_paid');
  if (isPackageTokenExpired(token)) throw new ApiError('payment_expired');
}

/** The signed-in user's payment token; anyone else's, or an unknown one, is 404 `not_found`. */
export async function myPaymentToken(ctx: ServiceContext, token: string): Promise<PaymentTokenRow> {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .select()
    .from(paymentTokens)
    .where(and(eq(paymentTokens.token, token), eq(paymentTokens.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError('not_found');
  return row;
}

/** What a provider is told it is paid for. */
export function orderSubject(order: OrderRow, token: PaymentTokenRow): PaymentSubject {
  return {
    kind: 'order',
    token: token.token,
    reference: order.id,
    description: `Pedido ${formatOrderNumber(order.number)}`,
    amount: order.total,
    currency: order.currency,
  };
}

/** What a provider is told a package token pays for (the token is its own reference). */
export function packageSubject(plan: PlanRow, token: PaymentTokenRow): PaymentSubject {
  return {
    kind: 'package',
    token: token.token,
    reference: token.token,
    description: `Paquete ${plan.name}`,
    amount: token.amount,
    currency: token.currency,
  };
}

/** Remembers where the provider took the payment (its order or session id). */
export async function rememberProviderSession(
  db: Db,
  token: PaymentTokenRow,
  provider: string,
  sessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentTokens)
      .set({ provider, providerSessionId: sessionId })
      .where(eq(paymentTokens.token, token.token));
    if (token.orderId) {
      await tx
        .update(orders)
        .set({ providerSessionId: sessionId })
        .where(eq(orders.id, token.orderId));
    }
  });
}
