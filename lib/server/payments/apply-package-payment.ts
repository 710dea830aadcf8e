import 'server-only';

import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { paymentTokens, plans, users } from '@/lib/db/schema';
import { packageTokensIssuedBefore } from '@/lib/domain/packages/package-token';
import { paidPlanExpiry, periodMonths } from '@/lib/domain/packages/plan-period';

import { creditMembershipResidual } from '../commissions/credit-membership-residual';
import type { PaidSubject } from './record-payment';
import { logger } from '../log/logger';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A package token paid (inside the payment event's transaction): the open token, still within
 * its hour, whose amount and currency match becomes paid, and its user gets the plan until one
 * period after now, or after the current end when renewing the same plan while it runs, and
 * whoever referred the user earns the residual on it (credit-membership-residual.ts). The
 * user's row is locked, so two packages paid at once extend one after the other. False when no
 * such token matched: a payment arriving after the token expired extends nothing (the event is
 * still recorded, so the provider stops resending; the warning names it for a refund).
 */
export async function applyPackagePayment(
  tx: Tx,
  paid: PaidSubject,
  now: Date = new Date(),
): Promise<boolean> {
  const [token] = await tx
    .update(paymentTokens)
    .set({ state: 'paid', paidAt: sql`now()` })
    .where(
      and(
        eq(paymentTokens.token, paid.reference),
        isNotNull(paymentTokens.planId),
        eq(paymentTokens.state, 'open'),
        gte(paymentTokens.createdAt, packageTokensIssuedBefore(now)),
        eq(paymentTokens.amount, paid.amount),
        eq(sql`lower(${paymentTokens.currency})`, paid.currency.toLowerCase()),
      ),
    )
    .returning({
      token: paymentTokens.token,
      userId: paymentTokens.userId,
      planId: paymentTokens.planId,
      amount: paymentTokens.amount,
      currency: paymentTokens.currency,
    });
  if (!token?.planId) return false;
  const [plan] = await tx
    .select({ periodicity: plans.periodicity, name: plans.name })
    .from(plans)
    .where(eq(plans.id, token.planId));
  const [user] = await tx
    .select({
      planId: users.planId,
      expiresAt: users.planExpiresAt,
      referredBy: users.referredBy,
    })
    .from(users)
    .where(eq(users.id, token.userId))
    .for('update');
  // Foreign keys keep both; were one gone, nothing is kept and the provider sends the event again.
  if (!plan || !user) throw new Error(`package token ${paid.reference} lost its plan or user`);
  const months = periodMonths(plan.periodicity);
  if (months === null) {
    logger.warn(
      { planId: token.planId, periodicity: plan.periodicity },
      'plan periodicity unknown: paid as one month',
    );
  }
  await tx
    .update(users)
    .set({
      planId: token.planId,
      planExpiresAt: paidPlanExpiry(user, token.planId, months ?? 1, new Date()),
    })
    .where(eq(users.id, token.userId));
  await creditMembershipResidual(tx, {
    token: token.token,
    memberId: token.userId,
    referrerId: user.referredBy,
    planName: plan.name,
    amount: token.amount,
    currency: token.currency,
  });
  return true;
}
