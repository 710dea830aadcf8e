import 'server-only';

import { eq } from 'drizzle-orm';

import type { HeaderUpdate } from '@/lib/api/schemas/headers';
import type { Header } from '@/lib/api/schemas/shop';
import { headers, shops } from '@/lib/db/schema';
import { headerActionProblems, keptActionFields } from '@/lib/domain/shop/header-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import {
  authorizeHeaderShop,
  checkHeaderProduct,
  findShopHeader,
  readShopHeader,
} from './header-writes';
import { headerInputOf, headerRowValues } from './header-row';

/**
 * `PATCH /shops/{slug}/headers/{id}` (spec 01 §4, §7): changes the fields sent; the action rules
 * apply to the header as it will be (422 with the fields at fault). The saved header becomes the
 * one the shop shows (its header_info is replaced), and the shop's cached pages expire.
 */
export async function updateHeader(
  ctx: ServiceContext,
  slug: string,
  id: string,
  changes: HeaderUpdate,
): Promise<Header> {
  const shop = await authorizeHeaderShop(ctx, slug);
  const current = await findShopHeader(ctx.db, shop.id, id);
  const sent = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const merged = { ...headerInputOf(current), ...sent };
  const problems = headerActionProblems(merged);
  if (Object.keys(problems).length > 0) {
    throw new ApiError(
      'validation_error',
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key]])),
    );
  }
  const next = keptActionFields(merged);
  if (next.product !== current.productId) await checkHeaderProduct(ctx.db, shop.id, next.product);
  await ctx.db.transaction(async (tx) => {
    await tx.update(headers).set(headerRowValues(next)).where(eq(headers.id, current.id));
    await tx.update(shops).set({ headerId: current.id }).where(eq(shops.id, shop.id));
  });
  expireShopCache(shop.slug);
  return readShopHeader(ctx.db, shop.id, current.id);
}
