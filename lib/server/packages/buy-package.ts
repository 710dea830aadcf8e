import 'server-only';

import { eq } from 'drizzle-orm';

import { plans, users } from '@/lib/db/schema';
import { isRefusedDowngrade } from '@/lib/domain/packages/plan-period';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { packagePaymentToken } from '../payments/payment-tokens';
import { PackageStillActiveError } from './package-still-active-error';
import { findPlan } from './read-package';

/**
 * Spec 02 §7 "Package purchase": the signed-in user's payment token for one period of the plan,
 * at the plan's price. 404 `package_not_found`; a plan cheaper per month than the one still
 * running throws PackageStillActiveError with its expiry (§8). The plan changes only when the
 * token is paid (apply-package-payment.ts).
 */
export async function buyPackage(
  ctx: ServiceContext,
  planId: string,
): Promise<{ payment_token: string }> {
  const { userId } = requireUser(ctx.actor);
  const plan = await findPlan(ctx.db, planId);
  if (!plan) throw new ApiError('package_not_found');
  const [current] = await ctx.db
    .select({ expiresAt: users.planExpiresAt, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId))
    .limit(1);
  const expiresAt = current?.expiresAt ?? null;
  if (isRefusedDowngrade(current?.plan ?? null, expiresAt, plan, new Date()) && expiresAt) {
    throw new PackageStillActiveError(expiresAt);
  }
  const token = await packagePaymentToken(ctx.db, userId, plan);
  return { payment_token: token.token };
}
