import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Shop } from '@/lib/api/schemas/shop';
import { shops } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { requireUser } from '../auth/permissions';
import { getShopBySlug } from '../shops/get-shop-by-slug';

/** The actor's own affiliate store as GET /shops/{slug} shows it to them, or null. */
export async function getAffiliateStore(ctx: ServiceContext): Promise<Shop | null> {
  const { db } = ctx;
  const actor = requireUser(ctx.actor);
  const [own] = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(and(eq(shops.ownerId, actor.userId), eq(shops.storeType, 'affiliate')))
    .orderBy(shops.createdAt)
    .limit(1);
  return own ? getShopBySlug(ctx, own.slug) : null;
}
