import 'server-only';

import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';

import type { InventoryReport, InventoryReportItem } from '@/lib/api/schemas/inventory-report';
import { orderLines, orders, products, productVariants } from '@/lib/db/schema';
import {
  type InventoryItemInput,
  inventoryCsv,
  NO_SALES,
  type SoldUnits,
  inventoryTotals,
  stockValue,
} from '@/lib/domain/items/inventory-report';
import { stockStateOf } from '@/lib/domain/items/item-list';

import type { ServiceContext } from '../context';
import { authorizeSupplierItems } from './supplier-product-access';

const LOOKUP_CHUNK = 1_000;
const DAY_MS = 86_400_000;

/**
 * What counts as sold: the lines of the supplier's orders that were paid (the payment confirmed,
 * or any later step) and not cancelled, at the moment they were paid (their placing for an order
 * moved on without a recorded payment time).
 */
const SOLD_STATES = ['paid', 'in_process', 'to_deliver', 'in_transit', 'delivered'] as const;

/** Units sold in the last 7, 14 and 30 days, per item and variant label (`''`: none). */
async function readSales(ctx: ServiceContext, supplierId: string, now = new Date()) {
  const soldAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const unitsSince = (days: number) =>
    sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${soldAt} >= ${since(days)}::timestamptz), 0)::int`;
  const rows = await ctx.db
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      d7: unitsSince(7),
      d14: unitsSince(14),
      d30: unitsSince(30),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.supplierId, supplierId),
        inArray(orders.state, [...SOLD_STATES]),
        gte(soldAt, sql`${since(30)}::timestamptz`),
      ),
    )
    .groupBy(orderLines.productId, orderLines.variant);
  const byVariant = new Map<string, SoldUnits>();
  const byItem = new Map<string, SoldUnits>();
  for (const { productId, variant, ...units } of rows) {
    const sold = { d7: Number(units.d7), d14: Number(units.d14), d30: Number(units.d30) };
    byVariant.set(`${productId}\u0000${variant}`, sold);
    const total = byItem.get(productId) ?? NO_SALES;
    byItem.set(productId, {
      d7: total.d7 + sold.d7,
      d14: total.d14 + sold.d14,
      d30: total.d30 + sold.d30,
    });
  }
  return {
    item: (productId: string) => byItem.get(productId) ?? NO_SALES,
    variant: (productId: string, variant: string) =>
      byVariant.get(`${productId}\u0000${variant}`) ?? NO_SALES,
  };
}

/**
 * Every live item of the supplier with its combination rows and their sales: fewest units first,
 * then name.
 */
async function readInventory(ctx: ServiceContext, supplierId: string) {
  const items = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      stockType: products.stockType,
      available: products.available,
      listPrice: products.listPrice,
      currency: products.currency,
    })
    .from(products)
    .where(and(eq(products.ownerId, supplierId), isNull(products.retiredAt)))
    .orderBy(
      asc(sql`case when ${products.stockType} = 'onstock' then ${products.available} end`),
      asc(sql`tienda_unaccent(lower(${products.name}))`),
      asc(products.id),
    );
  const sales = await readSales(ctx, supplierId);
  const rows = new Map<string, InventoryItemInput['variants'][number][]>();
  for (let start = 0; start < items.length; start += LOOKUP_CHUNK) {
    const ids = items.slice(start, start + LOOKUP_CHUNK).map((item) => item.id);
    const found = await ctx.db
      .select({
        productId: productVariants.productId,
        variant: productVariants.variant,
        available: productVariants.available,
        listPrice: productVariants.listPrice,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    for (const { productId, ...row } of found) {
      rows.set(productId, [
        ...(rows.get(productId) ?? []),
        { ...row, sold: sales.variant(productId, row.variant) },
      ]);
    }
  }
  return items.map((item): InventoryItemInput => ({
    ...item,
    variants: rows.get(item.id) ?? [],
    sold: sales.item(item.id),
  }));
}

const soldFields = ({ d7, d14, d30 }: SoldUnits = NO_SALES) => ({
  sold_7d: d7,
  sold_14d: d14,
  sold_30d: d30,
});

function reshape(item: InventoryItemInput): InventoryReportItem {
  return {
    id: item.id,
    name: item.name,
    sku: item.sku,
    stock_type: item.stockType,
    available: item.available,
    list_price: item.listPrice,
    currency: item.currency as InventoryReportItem['currency'],
    stock_value: stockValue(item),
    stock_state: stockStateOf({ stock_type: item.stockType, available: item.available }),
    ...soldFields(item.sold),
    variants: item.variants.map((row) => {
      const price = row.listPrice ?? item.listPrice;
      return {
        variant: row.variant,
        available: row.available,
        list_price: price,
        stock_value: item.stockType === 'ondemand' ? 0 : Math.max(0, row.available) * price,
        stock_state: stockStateOf({ stock_type: item.stockType, available: row.available }),
        ...soldFields(row.sold),
      };
    }),
  };
}

/**
 * The supplier's inventory report (`/admin/inventario/reportes`): the totals over every live
 * item, and a page of items, fewest units first. For its owner and admins; refusals as
 * `authorizeSupplierItems` (another supplier's admin: 404 `supplier_not_found`).
 */
export async function getInventoryReport(
  ctx: ServiceContext,
  supplierId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<InventoryReport> {
  await authorizeSupplierItems(ctx, supplierId);
  const items = await readInventory(ctx, supplierId);
  return {
    totals: inventoryTotals(items),
    results: items.slice(offset, offset + limit).map(reshape),
    matches_estimated: items.length,
  };
}

/** The whole report as CSV, one line per item and per combination; refusals as above. */
export async function inventoryReportCsv(
  ctx: ServiceContext,
  supplierId: string,
  language: 'es' | 'en',
): Promise<string> {
  await authorizeSupplierItems(ctx, supplierId);
  return inventoryCsv(await readInventory(ctx, supplierId), language);
}
