import 'server-only';

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { InventoryReport, InventoryReportItem } from '@/lib/api/schemas/inventory-report';
import { products, productVariants } from '@/lib/db/schema';
import {
  type InventoryItemInput,
  inventoryCsv,
  inventoryTotals,
  stockValue,
} from '@/lib/domain/items/inventory-report';
import { stockStateOf } from '@/lib/domain/items/item-list';

import type { ServiceContext } from '../context';
import { authorizeSupplierItems } from './supplier-product-access';

const LOOKUP_CHUNK = 1_000;

/** Every live item of the supplier with its combination rows: fewest units first, then name. */
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
      rows.set(productId, [...(rows.get(productId) ?? []), row]);
    }
  }
  return items.map((item): InventoryItemInput => ({ ...item, variants: rows.get(item.id) ?? [] }));
}

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
    variants: item.variants.map((row) => {
      const price = row.listPrice ?? item.listPrice;
      return {
        variant: row.variant,
        available: row.available,
        list_price: price,
        stock_value: item.stockType === 'ondemand' ? 0 : Math.max(0, row.available) * price,
        stock_state: stockStateOf({ stock_type: item.stockType, available: row.available }),
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
