import 'server-only';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { plans, users } from '@/lib/db/schema';
import { currentCommissionRate, type CurrentRate } from '@/lib/domain/resale/resale-rules';

import type { Tx } from '../catalogues/catalogue-writes';

/**
 * The commission rate of a user's current plan (spec 03 §3 Plan `plan_commission_rate`): an
 * expired plan counts as none, and none is the base plan's 0.5 (spec 03 §9). What a shop owner
 * earns per resale in the add-items modal, and what a level-two viewer reads on catalogue cards.
 */
export async function userCommissionRate(
  db: Db | Tx,
  userId: string,
  now = new Date(),
): Promise<CurrentRate> {
  const [row] = await db
    .select({
      planId: users.planId,
      expiresAt: users.planExpiresAt,
      commissionRateBp: plans.commissionRateBp,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId))
    .limit(1);
  return currentCommissionRate(
    {
      planId: row?.planId ?? null,
      commissionRateBp: row?.commissionRateBp ?? null,
      expiresAt: row?.expiresAt ?? null,
    },
    now,
  );
}
