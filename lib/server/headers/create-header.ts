import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { HeaderInput } from '@/lib/api/schemas/headers';
import type { Header } from '@/lib/api/schemas/shop';
import { headers, shops } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import { authorizeHeaderShop, checkHeaderProduct, readShopHeader } from './header-writes';
import { headerRowValues } from './header-row';

/**
 * `POST /shops/{slug}/headers` (spec 01 §4, §7): a new header record, which becomes the one the
 * shop shows (its header_info is replaced). The shop's cached pages expire.
 */
export async function createHeader(
  ctx: ServiceContext,
  slug: string,
  input: HeaderInput,
): Promise<Header> {
  const shop = await authorizeHeaderShop(ctx, slug);
  await checkHeaderProduct(ctx.db, shop.id, input.product);
  const id = `hdr_${randomUUID()}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(headers).values({ id, shopId: shop.id, ...headerRowValues(input) });
    await tx.update(shops).set({ headerId: id }).where(eq(shops.id, shop.id));
  });
  expireShopCache(shop.slug);
  return readShopHeader(ctx.db, shop.id, id);
}
