import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type { CourierBranchList } from '@/lib/api/schemas/courier-branches';
import { courierBranches } from '@/lib/db/schema';
import { provinceName } from '@/lib/domain/orders/mexican-state-codes';

import type { ServiceContext } from '../context';
import { branchView } from './branch-view';

/**
 * The active courier branches of one state, by city then name (public: branches are a courier's
 * published network, not anyone's private data). An empty list is the spec's "branches
 * unavailable" for that state.
 */
export async function listBranches(
  ctx: ServiceContext,
  provinceCode: string,
): Promise<CourierBranchList> {
  const rows = await ctx.db
    .select()
    .from(courierBranches)
    .where(and(eq(courierBranches.provinceCode, provinceCode), eq(courierBranches.active, true)))
    .orderBy(asc(courierBranches.location), asc(courierBranches.name), asc(courierBranches.id));
  return {
    province_code: provinceCode,
    province_name: provinceName(provinceCode) ?? provinceCode,
    results: rows.map(branchView),
  };
}
