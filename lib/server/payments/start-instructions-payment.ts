import 'server-only';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import type { Db } from '@/lib/db/client';
import { orders, paymentTokens, users } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidPayments } from '../orders/expire-payments';
import { tokenOrder } from './broker-order';
import { emailPaymentInstructions } from './email-payment-instructions';
import { instructionsView } from './instructions-view';
import type {
  InstructionsProvider,
  Payer,
  PaymentTokenRow,
  StartedInstructions,
} from './payment-provider';
import { myPaymentToken, orderSubject } from './payment-tokens';
import { providerFor } from './providers';

type OrderRow = typeof orders.$inferSelect;

/** Whom the voucher is for: the order's customer, by the name and e-mail of their account. */
async function payerOf(db: Db, userId: string): Promise<Payer> {
  const [user] = await db
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { userId, name: user?.name ?? '', email: user?.email ?? null };
}

/** The order's instructions provider, switched on, while it waits: else the refusals. */
function instructionsProviderOf(order: OrderRow): InstructionsProvider {
  const provider = providerFor(order.paymentType);
  if (provider?.kind !== 'instructions' || order.state !== 'pending_payment') {
    throw new ApiError('order_not_payable');
  }
  if (!provider.configured()) throw new ApiError('payments_not_configured');
  // OXXO and SPEI take pesos only.
  if (order.currency !== 'MXN') throw new ApiError('order_not_payable');
  return provider;
}

/**
 * Keeps what the provider made on the order (instructions, deadline, intent) and its token, in
 * one transaction, only while the order still waits on the same attempt with none: the first of
 * two concurrent starts writes, the other finds its row. True when this call wrote them.
 */
async function storeInstructions(
  db: Db,
  order: OrderRow,
  token: PaymentTokenRow,
  providerId: string,
  started: StartedInstructions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .update(orders)
      .set({
        paymentInstructions: started.instructions,
        payBy: started.payBy,
        providerSessionId: started.sessionId,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.state, 'pending_payment'),
          eq(orders.paymentAttempt, order.paymentAttempt),
          isNull(orders.paymentInstructions),
        ),
      )
      .returning({ id: orders.id });
    if (!stored) return false;
    await tx
      .update(paymentTokens)
      .set({ provider: providerId, providerSessionId: started.sessionId })
      .where(eq(paymentTokens.token, token.token));
    return true;
  });
}

/** The order as it is now, with its instructions, or 409 when it stopped waiting meanwhile. */
async function storedInstructions(db: Db, orderId: string): Promise<PaymentInstructionsView> {
  const [now] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const view = now?.state === 'pending_payment' ? instructionsView(now) : null;
  if (!view) throw new ApiError('order_not_payable');
  return view;
}

/**
 * Spec 02 §7 "bank/store info by token" (`POST /payments/{token}/order/instructions`): the OXXO
 * voucher or SPEI account for the token's order, made by its provider on the first call and kept
 * on the order (`payment_instructions`, `pay_by` its deadline), then mailed to the shopper; every
 * later call answers the stored ones without asking the provider. A restarted payment
 * (restart-payment.ts clears them and raises `payment_attempt`) makes new ones. 404 `not_found` for anyone
 * else's token; 409 `order_not_payable` for a package, another method, another currency than
 * pesos, or an order no longer waiting; 404 `payments_not_configured`; 502
 * `payment_provider_error`.
 */
export async function startInstructionsPayment(
  ctx: ServiceContext,
  tokenValue: string,
): Promise<PaymentInstructionsView> {
  const token = await myPaymentToken(ctx, tokenValue);
  // An order past its deadline is cancelled first: nothing is made for it (it may be restarted).
  await expireUnpaidPayments(ctx.db);
  const order = await tokenOrder(ctx, token);
  const provider = instructionsProviderOf(order);
  const kept = instructionsView(order);
  if (kept) return kept;
  const payer = await payerOf(ctx.db, order.userId);
  const started = await provider.start(orderSubject(order, token), payer, order.paymentAttempt);
  if (!(await storeInstructions(ctx.db, order, token, provider.id, started))) {
    return storedInstructions(ctx.db, order.id);
  }
  await emailPaymentInstructions(
    ctx.db,
    { order, token: token.token, email: payer.email },
    started.instructions,
    started.payBy,
  );
  return { ...started.instructions, pay_by: started.payBy.toISOString() };
}
