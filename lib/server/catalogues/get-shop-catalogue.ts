import 'server-only';

import { and, asc, count, eq, or, sql } from 'drizzle-orm';

import type { CatalogueDetail, CatalogueProductsQuery } from '@/lib/api/schemas/catalogue';
import { catalogueProducts, catalogues, products, storeListings, suppliers } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { reshapeSummary, summaryColumns, visibleToViewer } from '../products/product-columns';
import { requireShopView } from '../shops/get-shop-by-slug';
import { reshapeCatalogue, selectCataloguesWithCounts } from './reshape-catalogue';

/** A catalogue (by id or slug) of a shop with one page of its products; null when unknown. */
export async function getShopCatalogue(
  ctx: ServiceContext,
  slug: string,
  idOrSlug: string,
  query: CatalogueProductsQuery,
): Promise<CatalogueDetail | null> {
  const shop = await requireShopView(ctx, slug);
  const [catalogue] = await selectCataloguesWithCounts(ctx.db)
    .where(
      and(
        eq(catalogues.shopId, shop.listingShopId),
        or(eq(catalogues.id, idOrSlug), eq(catalogues.slug, idOrSlug.toLowerCase())),
      ),
    )
    .limit(1);
  if (!catalogue) return null;

  const where = and(
    eq(catalogueProducts.catalogueId, catalogue.id),
    visibleToViewer(shop.admin),
    query.text ? sql`lower(${products.name}) like ${`%${escapeLike(query.text)}%`}` : undefined,
  );
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        ...summaryColumns,
        position: catalogueProducts.position,
        listed: storeListings.productId,
        mainType: products.mainType,
        ownerName: suppliers.name,
      })
      .from(catalogueProducts)
      .innerJoin(products, eq(products.id, catalogueProducts.productId))
      .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
      .leftJoin(
        storeListings,
        and(eq(storeListings.productId, products.id), eq(storeListings.shopId, shop.listingShopId)),
      )
      .where(where)
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.productId))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db
      .select({ n: count() })
      .from(catalogueProducts)
      .innerJoin(products, eq(products.id, catalogueProducts.productId))
      .where(where),
  ]);
  const now = new Date();
  return {
    catalogue: reshapeCatalogue(catalogue, catalogue.numProducts, shop.ownerId),
    results: rows.map((r) => ({
      ...reshapeSummary(r, { inStore: r.listed !== null, queuePosition: r.position }, now),
      owner_name: r.ownerName,
      main_type: r.mainType,
    })),
    matches_estimated: total[0]?.n ?? 0,
  };
}
