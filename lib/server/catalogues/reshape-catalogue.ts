import 'server-only';

import { count, eq, getTableColumns } from 'drizzle-orm';

import type { Catalogue } from '@/lib/api/schemas/catalogue';
import type { Db } from '@/lib/db/client';
import { catalogueProducts, catalogues } from '@/lib/db/schema';

type CatalogueRow = typeof catalogues.$inferSelect;

export function reshapeCatalogue(row: CatalogueRow, numProducts: number, owner: string): Catalogue {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    photo: row.photo,
    position: row.position,
    num_products: numProducts,
    owner,
    weight: row.weight,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Catalogue rows with their product counts, in one grouped query. */
export function selectCataloguesWithCounts(db: Db) {
  return db
    .select({ ...getTableColumns(catalogues), numProducts: count(catalogueProducts.productId) })
    .from(catalogues)
    .leftJoin(catalogueProducts, eq(catalogueProducts.catalogueId, catalogues.id))
    .groupBy(catalogues.id)
    .$dynamic();
}
