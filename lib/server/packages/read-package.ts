import 'server-only';

import { eq } from 'drizzle-orm';

import type { Package } from '@/lib/api/schemas/packages';
import type { Db } from '@/lib/db/client';
import { plans } from '@/lib/db/schema';
import type { PlanId } from '@/lib/domain/vocabulary';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

export type PlanRow = typeof plans.$inferSelect;

/** The plan with that id, or null. */
export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(eq(plans.id, id as PlanId))
    .limit(1);
  return row ?? null;
}

/** The plan as the API answers it (commission rate from basis points: 5000 → 0.5). */
export function toPackage(plan: PlanRow): Package {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    periodicity: plan.periodicity,
    commission_rate: plan.commissionRateBp / 10_000,
    contribution_margin: plan.contributionMargin,
  };
}

/** A plan package for its page (public: plans are what the platform sells). 404 `package_not_found`. */
export async function readPackage(ctx: ServiceContext, id: string): Promise<Package> {
  const plan = await findPlan(ctx.db, id);
  if (!plan) throw new ApiError('package_not_found');
  return toPackage(plan);
}
