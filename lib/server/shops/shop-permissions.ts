import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import type { ShopRole } from '@/lib/db/schema/enums';
import { shopMembers } from '@/lib/db/schema';

import type { Actor } from '../context';

export interface ShopPermissions {
  admin: boolean;
  roles: ShopRole[];
}

/** Shop admin = the owner, or a member with the admin role (spec 01 §6). */
export async function shopPermissions(
  db: Db,
  actor: Actor,
  shop: { id: string; ownerId: string },
): Promise<ShopPermissions> {
  if (actor.kind === 'anonymous') return { admin: false, roles: [] };
  if (actor.userId === shop.ownerId) return { admin: true, roles: ['admin'] };
  const rows = await db
    .select({ role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shop.id), eq(shopMembers.userId, actor.userId)));
  const roles = rows.map((r) => r.role);
  return { admin: roles.includes('admin'), roles };
}
