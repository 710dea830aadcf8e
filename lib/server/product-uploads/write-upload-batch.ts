import 'server-only';

import { randomUUID } from 'node:crypto';

import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products, productVariants } from '@/lib/db/schema';

import { itemValues } from '../supplier-products/item-values';
import type { CheckedRow } from './check-upload-rows';

type ProductKey = keyof typeof products.$inferInsert;

/** The item columns each contract column sets (lib/domain/items/upload-rows.ts). */
const FIELD_COLUMNS: Record<string, readonly ProductKey[]> = {
  name: ['name', 'slug'],
  name_en: ['nameEn'],
  description: ['description'],
  type: ['type'],
  category_id: ['categoryId'],
  list_price: ['listPrice', 'isFree', 'hidePrice'],
  crossout_price: ['crossoutPrice'],
  currency: ['currency'],
  stock_type: ['stockType'],
  available: ['available'],
  max_purchase_amount: ['maxPurchaseAmount'],
  contribution_margin: ['contributionMargin'],
  list_state: ['listState'],
  hiden: ['hidden'],
  experience_date: ['experienceDate'],
  experience_place: ['experiencePlace'],
  experience_available: ['experienceAvailable'],
  digital_url: ['digitalUrl'],
};

const excluded = (key: ProductKey) =>
  sql.raw(`excluded."${products[key as keyof typeof products._.columns].name}"`);

/**
 * What a re-upload changes on a known SKU: the columns the file has, no others, so a file of
 * prices leaves the items published, stocked and described as they were. Around the new price,
 * a kept crossed-out price no longer above it is dropped and a kept margin above it lowered to
 * it; sold out follows the stock as it ends up. Photos, variants and return terms are the
 * editor's, and so is the stock of an item whose combinations have their own rows (the file's
 * stock never overwrites their sum); an item the supplier had retired comes back.
 */
function updatedColumns(present: ReadonlySet<string>) {
  const set: Record<string, SQL | null> = {};
  for (const [field, keys] of Object.entries(FIELD_COLUMNS)) {
    if (present.has(field)) for (const key of keys) set[key] = excluded(key);
  }
  if (!present.has('crossout_price')) {
    set.crossoutPrice = sql`case when ${products.crossoutPrice} > excluded.list_price then ${products.crossoutPrice} end`;
  }
  if (!present.has('contribution_margin')) {
    set.contributionMargin = sql`least(${products.contributionMargin}, excluded.list_price)`;
  }
  const stockType = present.has('stock_type') ? excluded('stockType') : sql`${products.stockType}`;
  // An item whose combinations keep their own stock keeps their sum (its rows with a stock cell
  // were refused: check-variant-stock.ts).
  const available = present.has('available')
    ? sql`case when exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}) then ${products.available} else ${excluded('available')} end`
    : sql`${products.available}`;
  if (present.has('available')) set.available = available;
  set.soldOut = sql`(${stockType} = 'onstock' and ${available} = 0)`;
  return { ...set, retiredAt: null, updatedAt: sql`now()` };
}

/**
 * Writes up to a batch of checked rows in one statement, `INSERT … ON CONFLICT (owner_id, sku)
 * DO UPDATE`: a new SKU becomes an item, a known one takes the file's columns. `db` is the batch's
 * transaction. Answers the ids written and which of them were new.
 */
export async function writeUploadBatch(
  db: Pick<Db, 'insert'>,
  supplier: { id: string; isDropshipping: boolean },
  rows: readonly CheckedRow[],
  present: ReadonlySet<string>,
): Promise<Array<{ id: string; created: boolean }>> {
  if (rows.length === 0) return [];
  return db
    .insert(products)
    .values(
      rows.map(({ sku, input }) => ({
        id: `prd_${randomUUID()}`,
        ownerId: supplier.id,
        isDropshipping: supplier.isDropshipping,
        sku,
        ...itemValues(input).values,
      })),
    )
    .onConflictDoUpdate({
      target: [products.ownerId, products.sku],
      set: updatedColumns(present),
    })
    .returning({ id: products.id, created: sql<boolean>`(xmax = 0)` });
}
