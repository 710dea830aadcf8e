import 'server-only';

import type { CommissionRate } from '@/lib/api/schemas/resale';

import type { ServiceContext } from '../context';
import { userCommissionRate } from '../plans/user-commission-rate';
import { authorizeResaleShop } from './resale-scope';

/**
 * `GET /shops/{slug}/resale/commission-rate` (spec 03 §7 "Plan commission rate fetch", §9): the
 * rate of the shop owner's current plan, or the base plan's 0.5 when they have none.
 */
export async function getCommissionRate(
  ctx: ServiceContext,
  slug: string,
): Promise<CommissionRate> {
  const shop = await authorizeResaleShop(ctx, slug);
  const { rateBp, planId } = await userCommissionRate(ctx.db, shop.ownerId);
  return { rate: rateBp / 10_000, plan_id: planId };
}
