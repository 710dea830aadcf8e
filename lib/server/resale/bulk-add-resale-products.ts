import 'server-only';

import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import {
  RESALE_BULK_MAX,
  type ResaleBulkAdd,
  type ResaleBulkAdded,
  type ResaleFilters,
} from '@/lib/api/schemas/resale';
import { catalogueProducts, catalogues, products, storeListings, suppliers } from '@/lib/db/schema';
import { placementRefusal } from '@/lib/domain/catalogue/listing-rules';

import type { Tx } from '../catalogues/catalogue-writes';
import { insertCatalogue } from '../catalogues/create-catalogue';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizePlacement, PLACEMENT_COLUMNS, writePlacement } from '../listings/listing-writes';
import { catalogueOrder, endOfOrder, storeOrder } from '../listings/product-order';
import { filteredResaleMatches } from './resale-scope';
import { topByMargin } from './resale-search';

export type ShopRow = Awaited<ReturnType<typeof authorizePlacement>>;
type CatalogueRow = typeof catalogues.$inferSelect;

/** The catalogue the items go to: an existing one by slug (404 otherwise), a new one, or none. */
async function targetCatalogue(
  tx: Tx,
  shop: ShopRow,
  input: ResaleBulkAdd,
): Promise<CatalogueRow | null> {
  if (input.new_catalogue_name !== undefined)
    return insertCatalogue(tx, shop.id, { name: input.new_catalogue_name });
  if (input.catalogue === undefined) return null;
  const [row] = await tx
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.shopId, shop.id), eq(catalogues.slug, input.catalogue.toLowerCase())))
    .limit(1);
  if (!row) throw new ApiError('catalogue_not_found');
  return row;
}

/**
 * `POST /shops/{slug}/resale/bulk-add` (spec 03 §2 "add all to catalogue / my shop", §4 "Bulk
 * add", §7): every item the modal's filters match (at most 1000, highest margin first) into the
 * shop's own list, an existing catalogue or a new one, skipping what is there already. Items put
 * into a catalogue are listed in the shop too (a catalogue holds items of the store). New items go
 * last, in margin order. One transaction under the shop's lock (the one every placement takes):
 * all or nothing.
 */
export async function bulkAddResaleProducts(
  ctx: ServiceContext,
  slug: string,
  input: ResaleBulkAdd,
): Promise<ResaleBulkAdded> {
  const toCatalogue = input.catalogue !== undefined || input.new_catalogue_name !== undefined;
  const shop = await authorizePlacement(
    ctx,
    slug,
    toCatalogue ? 'catalogues.manage' : 'storefront.edit',
  );
  return writePlacement(ctx, shop, async (tx) => {
    const catalogue = await targetCatalogue(tx, shop, input);
    const ids = await matchResaleIds(tx, shop, input);

    const listedInStore = await addToStore(tx, shop, input.type, ids);
    const answer = catalogue ? { slug: catalogue.slug, name: catalogue.name } : null;
    if (!catalogue) return { added: listedInStore, catalogue: answer };
    return { added: await addToCatalogue(tx, shop, catalogue, ids), catalogue: answer };
  });
}

/**
 * The ids of the items the filters match that the shop may add (at most 1000, highest margin
 * first), by the add rules of a single add (lib/domain/catalogue/listing-rules.ts), item by item.
 */
export async function matchResaleIds(
  tx: Tx,
  shop: ShopRow,
  filters: ResaleFilters,
): Promise<string[]> {
  const { ids, fallback, search } = await filteredResaleMatches(
    tx,
    shop,
    filters,
    RESALE_BULK_MAX + 1,
  );
  if (ids.length === 0) return [];
  // Past the most one bulk add takes, the first by margin from the narrow copy's margin order.
  const candidates =
    ids.length <= RESALE_BULK_MAX || fallback
      ? ids.slice(0, RESALE_BULK_MAX)
      : await topByMargin(tx, search.parts, search.condition, RESALE_BULK_MAX);
  const matched = await tx
    .select(PLACEMENT_COLUMNS)
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    // All the matches are known when they are no more than the most one bulk add takes (and the
    // misspelling fallback's are the first it found, as the modal listed them).
    .where(inArray(products.id, candidates))
    .orderBy(desc(products.contributionMargin), asc(products.id))
    .limit(RESALE_BULK_MAX);
  return matched.filter((item) => placementRefusal(shop, item) === null).map((i) => i.id);
}

/** Lists in the shop those of `ids` it does not list yet, last in the type's list; answers how many. */
export async function addToStore(
  tx: Tx,
  shop: ShopRow,
  type: ResaleBulkAdd['type'],
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const present = await tx
    .select({ id: storeListings.productId })
    .from(storeListings)
    .where(and(eq(storeListings.shopId, shop.id), inArray(storeListings.productId, ids)));
  const there = new Set(present.map((row) => row.id));
  const missing = ids.filter((id) => !there.has(id));
  if (missing.length === 0) return 0;
  const start = await endOfOrder(tx, storeOrder(shop.id, type));
  await tx.insert(storeListings).values(
    missing.map((productId, i) => ({
      shopId: shop.id,
      productId,
      productType: type,
      queuePosition: start + i,
    })),
  );
  return missing.length;
}

/** Puts in the catalogue those of `ids` it does not hold yet, last; answers how many. */
export async function addToCatalogue(
  tx: Tx,
  shop: ShopRow,
  catalogue: CatalogueRow,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const present = await tx
    .select({ id: catalogueProducts.productId })
    .from(catalogueProducts)
    .where(
      and(
        eq(catalogueProducts.catalogueId, catalogue.id),
        inArray(catalogueProducts.productId, ids),
      ),
    );
  const there = new Set(present.map((row) => row.id));
  const missing = ids.filter((id) => !there.has(id));
  if (missing.length === 0) return 0;
  const start = await endOfOrder(tx, catalogueOrder(catalogue.id));
  await tx.insert(catalogueProducts).values(
    missing.map((productId, i) => ({
      catalogueId: catalogue.id,
      productId,
      shopId: shop.id,
      position: start + i,
    })),
  );
  return missing.length;
}
