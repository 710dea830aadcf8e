import 'server-only';

import { and, eq, ne } from 'drizzle-orm';

import type { StaffCashout } from '@/lib/api/schemas/staff-cashouts';
import type { Db } from '@/lib/db/client';
import { walletCashoutDecisions, walletCashouts } from '@/lib/db/schema';

import { alertCashoutDecided } from '../alerts/write-cashout-alert';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { emailCashoutDecided } from './cashout-decided-email';
import { readStaffCashout, requirePlatformStaff } from './staff-cashout-view';

/** What staff decide of a request: paid with the transfer's reference, or rejected with a reason. */
export type CashoutDecisionInput =
  { state: 'paid'; paymentReference: string } | { state: 'rejected'; reason: string };

export interface DecidedCashout {
  cashout: StaffCashout;
  /** False when the request had already been decided the same way (a replay): nothing changed. */
  decided: boolean;
}

/**
 * 409 `cashout_already_decided`: someone settled the request first, or another way. The answer
 * carries the request as it stands, so the page shows what was decided.
 */
export class CashoutAlreadyDecidedError extends ApiError {
  constructor(cashout: StaffCashout) {
    super('cashout_already_decided', undefined, {
      details: { state: cashout.state, cashout },
    });
    this.name = 'CashoutAlreadyDecidedError';
  }
}

function sameDecision(cashout: StaffCashout, input: CashoutDecisionInput): boolean {
  const { decision } = cashout;
  if (!decision || decision.state !== input.state) return false;
  return input.state === 'paid'
    ? decision.payment_reference === input.paymentReference
    : decision.reason === input.reason;
}

/**
 * `POST /admin/cashouts/{id}/pay` and `…/reject` (issue 19: paying cash-outs out): platform staff
 * settle a request once. One transaction: a conditional UPDATE (`state = 'requested'`, and not
 * the staff member's own request) moves it, and only then is the decision row written (its key
 * is the request's, so even a second writer could not add another). Of two staff clicking at
 * once exactly one moves it; the other, and any replay, finds it decided: the same decision
 * answers 200 with nothing changed, another is 409 `cashout_already_decided`. Paid keeps the
 * amount out of the wallet for good; rejected gives it back to 'available' (a request holds its
 * amount only while not rejected: ledger-available.ts). The requester is e-mailed after commit.
 */
export async function decideCashout(
  ctx: ServiceContext,
  cashoutId: string,
  input: CashoutDecisionInput,
  now = new Date(),
): Promise<DecidedCashout> {
  const staff = requirePlatformStaff(ctx.actor);
  const result = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(walletCashouts)
      .set({ state: input.state, updatedAt: now })
      .where(
        and(
          eq(walletCashouts.id, cashoutId),
          eq(walletCashouts.state, 'requested'),
          ne(walletCashouts.userId, staff.userId),
        ),
      )
      .returning({
        userId: walletCashouts.userId,
        walletType: walletCashouts.walletType,
        amount: walletCashouts.amount,
        currency: walletCashouts.currency,
      });
    if (!moved) return { moved: false as const, cashout: await readStaffCashout(tx, cashoutId) };
    const decision = {
      cashoutId,
      state: input.state,
      paymentReference: input.state === 'paid' ? input.paymentReference : null,
      reason: input.state === 'rejected' ? input.reason : null,
    };
    await tx
      .insert(walletCashoutDecisions)
      .values({ ...decision, decidedBy: staff.userId, createdAt: now });
    // The requester's bell, in the same transaction: only the writer that moved the request.
    await alertCashoutDecided(tx, { ...moved, ...decision, id: cashoutId });
    return { moved: true as const, cashout: (await readStaffCashout(tx, cashoutId))! };
  });
  const { cashout } = result;
  if (!cashout) throw new ApiError('cashout_not_found');
  if (!result.moved) {
    if (cashout.requester.id === staff.userId)
      throw new ApiError('forbidden', undefined, { message: 'staffCashouts.errors.own' });
    if (sameDecision(cashout, input)) return { cashout, decided: false };
    throw new CashoutAlreadyDecidedError(cashout);
  }
  await emailCashoutDecided(ctx.db as Db, cashout);
  return { cashout, decided: true };
}
