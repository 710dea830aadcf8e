import 'server-only';

import { count, desc, eq } from 'drizzle-orm';

import type { HeaderPage } from '@/lib/api/schemas/headers';
import { headers, products } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { authorizeHeaderShop } from './header-writes';
import { headerColumns, reshapeHeader } from './reshape-header';

/**
 * `GET /shops/{slug}/headers` (spec 01 §7, offset 0, limit 10): the shop's header records for the
 * editor, newest first, with the one the shop shows. Its admins only: a header not shown yet is
 * a draft.
 */
export async function listShopHeaders(
  ctx: ServiceContext,
  slug: string,
  page: { offset: number; limit: number },
): Promise<HeaderPage> {
  const shop = await authorizeHeaderShop(ctx, slug, { write: false });
  const [rows, total] = await Promise.all([
    ctx.db
      .select(headerColumns)
      .from(headers)
      .leftJoin(products, eq(products.id, headers.productId))
      .where(eq(headers.shopId, shop.id))
      .orderBy(desc(headers.createdAt), desc(headers.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(headers).where(eq(headers.shopId, shop.id)),
  ]);
  return {
    results: rows.map((r) => reshapeHeader(r.header, r.product)),
    matches_estimated: total[0]?.n ?? 0,
    header_id: shop.headerId,
  };
}
