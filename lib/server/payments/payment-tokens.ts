import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders, paymentTokens } from '@/lib/db/schema';

import { randomToken } from '../accounts/secrets';
import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import type { PaymentSubject, PaymentTokenRow } from './payment-provider';

type OrderRow = typeof orders.$inferSelect;

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
    token: token.token,
    reference: order.id,
    description: `Pedido ${order.id}`,
    amount: order.total,
    currency: order.currency,
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
