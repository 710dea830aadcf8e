import 'server-only';

import { and, eq, inArray, or } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { shopMembers, shops } from '@/lib/db/schema';

/** The ids of the shops a user administers: those they own and those they are an admin member of. */
export function administeredShopIds(db: Db, userId: string) {
  const adminOf = db
    .select({ id: shopMembers.shopId })
    .from(shopMembers)
    .where(and(eq(shopMembers.userId, userId), eq(shopMembers.role, 'admin')));
  return db
    .select({ id: shops.id })
    .from(shops)
    .where(or(eq(shops.ownerId, userId), inArray(shops.id, adminOf)));
}
