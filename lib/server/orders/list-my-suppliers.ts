import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { MySupplier } from '@/lib/api/schemas/checkout';
import { suppliers } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';

/**
 * The suppliers the signed-in user owns, by name: the supplier dashboard's choice of whose
 * orders to show. A customer owns none (an empty list, not an error).
 */
export async function listMySuppliers(ctx: ServiceContext): Promise<{ results: MySupplier[] }> {
  const { userId } = requireUser(ctx.actor);
  const results = await ctx.db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      image: suppliers.image,
      enabled: suppliers.enabled,
    })
    .from(suppliers)
    .where(eq(suppliers.ownerId, userId))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  return { results };
}
