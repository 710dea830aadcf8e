import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Db } from '@/lib/db/client';
import { commissionEntries } from '@/lib/db/schema';
import type { Currency } from '@/lib/domain/vocabulary';
import { membershipResidual } from '@/lib/domain/wallet/wallet-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PaidMembership {
  /** The package's payment token: one residual per payment. */
  token: string;
  /** Who paid, and who referred them (the `referralID` link they signed up through). */
  memberId: string;
  referrerId: string | null;
  planName: string;
  amount: number;
  currency: Currency;
}

/**
 * The 15 % residual of a membership sold through a promoter link (spec 03 §1, §9), written in the
 * payment's transaction: every payment of the plan — the first and each renewal — credits the
 * person whose link the member signed up through, available at once (a membership has no return
 * window). Once per payment (a unique key per token); nothing when nobody referred the member.
 * True when a residual was written.
 */
export async function creditMembershipResidual(tx: Tx, paid: PaidMembership): Promise<boolean> {
  const amount = membershipResidual(paid.amount);
  if (!paid.referrerId || paid.referrerId === paid.memberId || amount <= 0) return false;
  const written = await tx
    .insert(commissionEntries)
    .values({
      id: `com_${randomUUID()}`,
      userId: paid.referrerId,
      walletType: 'commissions',
      kind: 'membership',
      paymentToken: paid.token,
      name: paid.planName,
      amount,
      currency: paid.currency,
      availableAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id });
  return written.length > 0;
}
