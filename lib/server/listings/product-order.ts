import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { catalogueProducts, storeListings } from '@/lib/db/schema';
import type { ProductType } from '@/lib/domain/vocabulary';
import { moveItem } from '@/lib/domain/catalogue/catalogue-rules';
import { clampPosition } from '@/lib/domain/catalogue/listing-rules';

import type { Tx } from '../catalogues/catalogue-writes';
import { ApiError } from '../errors';

/**
 * One ordered list of products, as the storefront shows it: a shop's listings of one type (by
 * `queue_position`) or a catalogue's products (by `position`), ties broken by product id. A
 * product's place is its zero-based index in that order; stored numbers may have gaps (a removal
 * leaves one) until a move numbers the list 0…n-1 again. Every statement here reads or writes the
 * one table (or joins it by primary key), so no plan depends on statistics.
 */
export interface ProductOrder {
  table: PgTable;
  product: PgColumn;
  position: PgColumn;
  /** Which rows of the table make the list. */
  scope: SQL;
}

/** A shop's listings of one type: the per-type pages' "most relevant" order. */
export function storeOrder(shopId: string, type: ProductType): ProductOrder {
  return {
    table: storeListings,
    product: storeListings.productId,
    position: storeListings.queuePosition,
    scope: and(eq(storeListings.shopId, shopId), eq(storeListings.productType, type)) as SQL,
  };
}

/** A catalogue's products in their order. */
export function catalogueOrder(catalogueId: string): ProductOrder {
  return {
    table: catalogueProducts,
    product: catalogueProducts.productId,
    position: catalogueProducts.position,
    scope: eq(catalogueProducts.catalogueId, catalogueId),
  };
}

/** Both drivers (PGlite and node-postgres) answer raw queries with `{ rows }`. */
async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The zero-based place of the product in the list and the list's length; null when it is not in it. */
export async function placeInOrder(
  tx: Tx,
  order: ProductOrder,
  productId: string,
): Promise<{ index: number; total: number } | null> {
  const [found] = await rows<{ idx: number; total: number }>(
    tx,
    sql`select idx, total from (
      select ${order.product} as pid,
        (row_number() over (order by ${order.position}, ${order.product}) - 1)::int as idx,
        (count(*) over ())::int as total
      from ${order.table} where ${order.scope}
    ) ordered where pid = ${productId}`,
  );
  return found ? { index: Number(found.idx), total: Number(found.total) } : null;
}

/** The number a product appended at the end of the list takes: one past the largest. */
export async function endOfOrder(tx: Tx, order: ProductOrder): Promise<number> {
  const [found] = await rows<{ next: number }>(
    tx,
    sql`select (coalesce(max(${order.position}), -1) + 1)::int as next from ${order.table} where ${order.scope}`,
  );
  return Number(found?.next ?? 0);
}

/** Whether the list's numbers are exactly 0…n-1 (then a product's number is its place). */
async function isNumberedInOrder(tx: Tx, order: ProductOrder): Promise<boolean> {
  const [shape] = await rows<{ n: number; lo: number; hi: number; unique_numbers: number }>(
    tx,
    sql`select count(*)::int as n, coalesce(min(${order.position}), 0)::int as lo,
      coalesce(max(${order.position}), -1)::int as hi, count(distinct ${order.position})::int as unique_numbers
      from ${order.table} where ${order.scope}`,
  );
  if (!shape) return true;
  return (
    Number(shape.lo) === 0 &&
    Number(shape.hi) === Number(shape.n) - 1 &&
    Number(shape.unique_numbers) === Number(shape.n)
  );
}

/** Rows written a statement when a list is numbered again. */
const RENUMBER_CHUNK = 5000;

/**
 * Numbers the whole list 0…n-1 in the order `reorder` gives its product ids (read in the current
 * order), writing only the rows whose number changes, joined to a JSON record set of them. The
 * join is kept a hash join: where the table has no statistics (PGlite never analyses on its own,
 * a new shop's rows are not counted yet) the planner takes the list for one row and a nested
 * loop over both sides cost 2 minutes for 20,000 items; hashed, it takes half a second.
 */
async function renumber(
  tx: Tx,
  order: ProductOrder,
  reorder: (ids: string[]) => string[],
): Promise<void> {
  const current = await rows<{ pid: string; pos: number }>(
    tx,
    sql`select ${order.product} as pid, ${order.position} as pos from ${order.table} where ${order.scope}
      order by ${order.position}, ${order.product}`,
  );
  const was = new Map(current.map((row) => [row.pid, Number(row.pos)]));
  const changed = reorder(current.map((row) => row.pid))
    .map((pid, np) => ({ pid, np }))
    .filter(({ pid, np }) => was.get(pid) !== np);
  if (changed.length === 0) return;
  await tx.execute(sql`set local enable_nestloop = off`);
  for (let start = 0; start < changed.length; start += RENUMBER_CHUNK) {
    const chunk = JSON.stringify(changed.slice(start, start + RENUMBER_CHUNK));
    await tx.execute(sql`update ${order.table} set ${sql.identifier(order.position.name)} = v.np
      from jsonb_to_recordset(${chunk}::jsonb) as v(pid text, np int)
      where ${order.scope} and ${order.product} = v.pid`);
  }
  await tx.execute(sql`set local enable_nestloop to default`);
}

/**
 * Puts the product, at zero-based place `from` of the list, at place `to` (within the list). A
 * list numbered 0…n-1 shifts the products between the two places by one (two range updates,
 * |to − from| + 1 rows); any other list (the seed numbers a shop's listings across types, removals
 * leave gaps) is numbered 0…n-1 again with the move made. The caller holds the shop's lock, so no
 * other write of the list runs meanwhile.
 */
export async function moveInOrder(
  tx: Tx,
  order: ProductOrder,
  productId: string,
  from: number,
  to: number,
): Promise<void> {
  if (!(await isNumberedInOrder(tx, order))) {
    await renumber(tx, order, (ids) => moveItem(ids, from, to));
    return;
  }
  if (from === to) return;
  const position = sql.identifier(order.position.name);
  if (from < to) {
    await tx.execute(sql`update ${order.table} set ${position} = ${position} - 1
      where ${order.scope} and ${order.position} > ${from} and ${order.position} <= ${to}`);
  } else {
    await tx.execute(sql`update ${order.table} set ${position} = ${position} + 1
      where ${order.scope} and ${order.position} >= ${to} and ${order.position} < ${from}`);
  }
  await tx.execute(
    sql`update ${order.table} set ${position} = ${to} where ${order.scope} and ${order.product} = ${productId}`,
  );
}

/**
 * Adds the product to the list through `insert` (given the number past the end) and, when `at` is
 * given, moves it to that zero-based place (the end when the list is shorter). Answers its place.
 */
export async function appendToOrder(
  tx: Tx,
  order: ProductOrder,
  productId: string,
  insert: (position: number) => Promise<unknown>,
  at?: number,
): Promise<number> {
  await insert(await endOfOrder(tx, order));
  const added = (await placeInOrder(tx, order, productId))!;
  const place = at === undefined ? added.index : clampPosition(at, added.total - 1);
  if (place !== added.index) await moveInOrder(tx, order, productId, added.index, place);
  return place;
}

/**
 * Moves a product of the list to zero-based `position`: 404 `product_not_found` when the list does
 * not hold it; a position past the end means the caller's list is out of date: 400
 * `updating_position_error` (the spec's "try later" warning).
 */
export async function moveToPlace(
  tx: Tx,
  order: ProductOrder,
  productId: string,
  position: number,
): Promise<void> {
  const place = await placeInOrder(tx, order, productId);
  if (!place) throw new ApiError('product_not_found');
  if (position >= place.total) throw new ApiError('updating_position_error');
  await moveInOrder(tx, order, productId, place.index, position);
}
