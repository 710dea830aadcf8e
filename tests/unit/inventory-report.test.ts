import { describe, expect, it } from 'vitest';

import {
  type InventoryItemInput,
  inventoryCsv,
  inventoryTotals,
  stockValue,
} from '@/lib/domain/items/inventory-report';

const item = (overrides: Partial<InventoryItemInput>): InventoryItemInput => ({
  id: 'prd_1',
  name: 'Taza',
  sku: 'T-1',
  stockType: 'onstock',
  available: 10,
  listPrice: 15_000,
  currency: 'MXN',
  variants: [],
  ...overrides,
});

describe('inventory report rules', () => {
  it('values units at list price, per combination with their own prices, none on demand', () => {
    expect(stockValue(item({}))).toBe(150_000);
    expect(stockValue(item({ stockType: 'ondemand' }))).toBe(0);
    expect(
      stockValue(
        item({
          available: 5,
          variants: [
            { variant: 'Talla: M', available: 2, listPrice: null },
            { variant: 'Talla: G', available: 3, listPrice: 20_000 },
          ],
        }),
      ),
    ).toBe(2 * 15_000 + 3 * 20_000);
  });

  it('counts sold out, low stock (1 to 5), on demand and sold-out combinations', () => {
    const totals = inventoryTotals([
      item({ available: 0 }),
      item({ available: 5 }),
      item({ available: 6 }),
      item({ stockType: 'ondemand', available: 0 }),
      item({
        available: 1,
        currency: 'USD',
        listPrice: 100,
        variants: [
          { variant: 'Color: Rojo', available: 1, listPrice: null },
          { variant: 'Color: Azul', available: 0, listPrice: null },
        ],
      }),
    ]);
    expect(totals).toEqual({
      items: 5,
      units: 12,
      sold_out: 1,
      low_stock: 2,
      on_demand: 1,
      variants_sold_out: 1,
      value: [
        { currency: 'MXN', value: 11 * 15_000 },
        { currency: 'USD', value: 100 },
      ],
    });
  });

  it('writes CSV cells a spreadsheet never runs as formulas', () => {
    const csv = inventoryCsv([item({ name: '=HYPERLINK("x")', sku: '+1' })], 'en');
    const [, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(line).toBe(`'+1,"'=HYPERLINK(""x"")",,onstock,10,150.00,MXN,1500.00,in_stock,0,0,0`);
  });

  it('ends each line with the units sold in 7, 14 and 30 days, the item’s and each size’s', () => {
    const csv = inventoryCsv(
      [
        item({
          sold: { d7: 1, d14: 3, d30: 6 },
          variants: [
            { variant: 'Talla: M', available: 4, listPrice: null, sold: { d7: 1, d14: 1, d30: 2 } },
            { variant: 'Talla: G', available: 6, listPrice: null },
          ],
        }),
      ],
      'es',
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/,vendidos_7d,vendidos_14d,vendidos_30d$/);
    expect(lines.slice(1).map((line) => line.split(',').slice(-3).join(','))).toEqual([
      '1,3,6',
      '1,1,2',
      '0,0,0',
    ]);
  });
});
