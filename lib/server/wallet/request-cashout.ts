import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Cashout, RequestCashoutInput } from '@/lib/api/schemas/wallet';
import { users, walletCashoutDecisions, walletCashouts } from '@/lib/db/schema';
import { cashoutAvailable, type WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { cashoutView } from './cashout-view';
import { walletTotals } from './ledger-available';

export interface RequestedCashout {
  cashout: Cashout;
  /** False when the answer is the request made earlier under the same key. */
  created: boolean;
}

/**
 * A cash-out request (issue 19: "a cash-out request that moves money out of 'available' once"):
 * the signed-in user asks for an amount of what is available in a wallet and currency (422
 * `cashout_exceeds_available` above it). The user's row is locked while the amount is checked, so
 * two requests at once never take out more than there is. Idempotent per user and
 * `Idempotency-Key`: the same body answers the same request (200), another body is 422
 * `idempotency_key_reused`.
 */
export async function requestCashout(
  ctx: ServiceContext,
  walletType: WalletTypeId,
  input: RequestCashoutInput,
  key: string,
  now = new Date(),
): Promise<RequestedCashout> {
  const { userId } = requireUser(ctx.actor);
  const hash = createHash('sha256')
    .update(JSON.stringify({ walletType, ...input }))
    .digest('hex');
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [prior] = await tx
      .select()
      .from(walletCashouts)
      .where(and(eq(walletCashouts.userId, userId), eq(walletCashouts.idempotencyKey, key)));
    if (prior) {
      if (prior.requestHash !== hash) throw new ApiError('idempotency_key_reused');
      const [decision] = await tx
        .select()
        .from(walletCashoutDecisions)
        .where(eq(walletCashoutDecisions.cashoutId, prior.id));
      return { cashout: cashoutView(prior, decision ?? null), created: false };
    }
    const totals = (await walletTotals(tx, userId, walletType, now)).get(input.currency);
    const available = totals ? cashoutAvailable(totals.available, totals.held) : 0;
    if (input.amount > available) throw new ApiError('cashout_exceeds_available');
    const [row] = await tx
      .insert(walletCashouts)
      .values({
        id: `cko_${randomUUID()}`,
        userId,
        walletType,
        currency: input.currency,
        amount: input.amount,
        idempotencyKey: key,
        requestHash: hash,
      })
      .returning();
    return { cashout: cashoutView(row!), created: true };
  });
}
