import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import type { ShopRole } from '@/lib/domain/vocabulary';
import { shopMembers, shops } from '@/lib/db/schema';
import { rolesAllow, type ShopAction } from '@/lib/domain/shop/shop-policy';

import type { Actor, ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * The one place that decides who may do what. Every service that acts for a user or on a shop
 * asks here; route handlers and pages never decide on their own.
 */

export type SignedInActor = Extract<Actor, { kind: 'user' }>;

export interface ShopPermissions {
  admin: boolean;
  roles: ShopRole[];
}

/** The signed-in actor, or 401 `unauthorized` for an anonymous visitor. */
export function requireUser(actor: Actor): SignedInActor {
  if (actor.kind !== 'user') throw new ApiError('unauthorized');
  return actor;
}

/** Shop admin = the owner, or a member with the admin role (spec 01 §6); plus every staff role held. */
export async function shopPermissions(
  db: Db,
  actor: Actor,
  shop: { id: string; ownerId: string },
): Promise<ShopPermissions> {
  if (actor.kind === 'anonymous') return { admin: false, roles: [] };
  const rows = await db
    .select({ role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shop.id), eq(shopMembers.userId, actor.userId)));
  const held = rows.map((r) => r.role);
  const roles: ShopRole[] =
    actor.userId === shop.ownerId && !held.includes('admin') ? ['admin', ...held] : held;
  return { admin: roles.includes('admin'), roles };
}

/** Whether the actor may take the action on the shop (false for anonymous visitors). */
export async function mayOnShop(
  { db, actor }: ServiceContext,
  shop: { id: string; ownerId: string },
  action: ShopAction,
): Promise<boolean> {
  return rolesAllow((await shopPermissions(db, actor, shop)).roles, action);
}

/**
 * The shop (by slug) when the actor may take the action on it: 401 for anonymous visitors,
 * 404 `shop_not_found` for an unknown slug, 403 `forbidden` for anyone else — including the
 * admins of other shops.
 */
export async function authorizeShop(ctx: ServiceContext, slug: string, action: ShopAction) {
  requireUser(ctx.actor);
  const [shop] = await ctx.db
    .select()
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!shop) throw new ApiError('shop_not_found');
  if (!(await mayOnShop(ctx, shop, action))) throw new ApiError('forbidden');
  return shop;
}
