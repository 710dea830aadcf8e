import { z } from 'zod';

import { ITEM_STOCK_FILTERS } from '@/lib/domain/items/item-list';
import { CURRENCIES, STOCK_TYPES } from '@/lib/domain/vocabulary';

import { pagingQuery } from './common';

/**
 * A supplier's inventory report (issue 16; spec 02 §2 `/admin/inventario/reportes`): each item's
 * units and their value at list price, per combination when they have their own stock, and the
 * counts a supplier watches (sold out, low), and the units sold in the last 7, 14 and 30 days.
 * Money in minor units.
 */

export const INVENTORY_REPORT_PAGE = 50;

const sold = {
  sold_7d: z.number().int().meta({ description: 'Units sold in the last 7 days' }),
  sold_14d: z.number().int().meta({ description: 'Units sold in the last 14 days' }),
  sold_30d: z.number().int().meta({
    description:
      'Units sold in the last 30 days: lines of orders paid in that time and not cancelled',
  }),
};

const stockState = z.enum(['ondemand', ...ITEM_STOCK_FILTERS]).meta({
  description: '`ondemand`, `in_stock`, `low` (1 to 5 units) or `sold_out`',
});

export const InventoryReportItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sku: z.string().nullable(),
    stock_type: z.enum(STOCK_TYPES),
    available: z.number().int(),
    list_price: z.number().int(),
    currency: z.enum(CURRENCIES),
    stock_value: z.number().int().meta({ description: 'Units × list price (0 on demand)' }),
    stock_state: stockState,
    ...sold,
    variants: z.array(
      z.object({
        variant: z.string().meta({ example: 'Talla: M' }),
        available: z.number().int(),
        list_price: z.number().int().meta({ description: "Its own, or the item's" }),
        stock_value: z.number().int(),
        stock_state: stockState,
        ...sold,
      }),
    ),
  })
  .meta({ id: 'InventoryReportItem' });
export type InventoryReportItem = z.infer<typeof InventoryReportItemSchema>;

export const InventoryTotalsSchema = z
  .object({
    items: z.number().int().meta({ description: 'Items not retired' }),
    units: z.number().int().meta({ description: 'Units of on-stock items' }),
    sold_out: z.number().int(),
    low_stock: z.number().int(),
    on_demand: z.number().int(),
    variants_sold_out: z.number().int().meta({ description: 'Combinations with no units' }),
    value: z
      .array(z.object({ currency: z.string(), value: z.number().int() }))
      .meta({ description: 'Value of the units at list price, per currency' }),
  })
  .meta({ id: 'InventoryTotals' });

export const InventoryReportSchema = z
  .object({
    totals: InventoryTotalsSchema,
    results: z.array(InventoryReportItemSchema),
    matches_estimated: z.number().int().min(0),
  })
  .meta({ id: 'InventoryReport' });
export type InventoryReport = z.infer<typeof InventoryReportSchema>;

/** Fewest units first (sold out on top), then by name. */
export const InventoryReportQuerySchema = z.object({
  ...pagingQuery(INVENTORY_REPORT_PAGE, 200),
});

export const InventoryReportCsvQuerySchema = z.object({
  lang: z.enum(['es', 'en']).default('es').meta({ description: "The headers' language" }),
});
