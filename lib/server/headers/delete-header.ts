import 'server-only';

import { eq } from 'drizzle-orm';

import { headers } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import { authorizeHeaderShop, findShopHeader } from './header-writes';

/**
 * `DELETE /shops/{slug}/headers/{id}` (spec 01 §7). Deleting the header the shop shows leaves the
 * shop without one (`header_id` is set null by its foreign key in the same statement); the
 * shop's cached pages expire.
 */
export async function deleteHeader(ctx: ServiceContext, slug: string, id: string): Promise<void> {
  const shop = await authorizeHeaderShop(ctx, slug);
  const header = await findShopHeader(ctx.db, shop.id, id);
  await ctx.db.delete(headers).where(eq(headers.id, header.id));
  expireShopCache(shop.slug);
}
