import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InventoryReport } from '@/lib/api/schemas/inventory-report';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';
import { checkouts, orderLines, orders, supplierMembers } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { plainItem, shirtWithSizes } from '../support/supplier-items';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | 'admin' | 'dispatcher' | 'otherAdmin';

/**
 * The supplier's inventory report (issue 16, `/admin/inventario/reportes`): per item and per
 * combination, units and value at list price, sold-out and low-stock counts, and the CSV; for the
 * supplier's owner and admins only.
 */
describe.each(kinds)('inventory report API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let otherSupplierId: string;
  const itemId = {} as Record<string, string>;

  const send = (method: string, url: string, who?: Who, body?: unknown) =>
    call(api, method, `/api${url}`, body, { cookie: who ? cookie[who] : undefined });
  const report = (query = '', supplier = supplierId) =>
    `/suppliers/${supplier}/inventory-report${query}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const userId = {} as Record<Who, string>;
    for (const who of ['owner', 'admin', 'dispatcher', 'otherAdmin'] as const) {
      userId[who] = (await createUser(db, { level: 1 })).id;
    }
    supplierId = (await createSupplier(db, { ownerId: userId.owner, name: 'Inventario Norte' })).id;
    const other = await createSupplier(db, { ownerId: userId.otherAdmin, name: 'Inventario Sur' });
    otherSupplierId = other.id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: userId.admin, role: 'admin' },
      { supplierId, userId: userId.dispatcher, role: 'dispatcher' },
      { supplierId: other.id, userId: userId.dispatcher, role: 'admin' },
    ]);
    for (const who of Object.keys(userId) as Who[]) {
      cookie[who] = await createSessionCookie(db, userId[who]);
    }
    const items = [
      plainItem({ name: 'Taza', list_price: 15_000, available: 10 }),
      plainItem({ name: 'Plato', list_price: 20_000, available: 2 }),
      plainItem({ name: 'Vaso', list_price: 5_000, available: 0 }),
      plainItem({ name: 'Grabado', list_price: 9_900, stock_type: 'ondemand', available: 0 }),
      // Sizes: M 4 at 299.00, G 0 at 319.00 → 7 in all would be wrong: their sum, 4.
      shirtWithSizes({
        name: 'Playera, "edición" =especial',
        variant_stock: [
          { options: { Talla: 'M' }, available: 4, list_price: null },
          { options: { Talla: 'G' }, available: 0, list_price: 31_900 },
        ],
      }),
      plainItem({ name: 'Taza en dólares', list_price: 1_000, currency: 'USD', available: 3 }),
    ];
    for (const body of items) {
      const res = await send('POST', `/suppliers/${supplierId}/products`, 'owner', body);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const made = (await res.json()) as SupplierProduct;
      itemId[made.name] = made.id;
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('counts sold-out and low-stock items and values the units at list price per currency', async () => {
    const res = await send('GET', report(), 'admin');
    expect(res.status).toBe(200);
    const body = (await res.json()) as InventoryReport;
    expect(body.totals).toEqual({
      items: 6,
      units: 10 + 2 + 0 + 4 + 3,
      sold_out: 1,
      low_stock: 3,
      on_demand: 1,
      variants_sold_out: 1,
      value: [
        { currency: 'MXN', value: 10 * 15_000 + 2 * 20_000 + 4 * 29_900 },
        { currency: 'USD', value: 3 * 1_000 },
      ],
    });
    // Fewest units first; on-demand last.
    expect(body.results.map((item) => item.name)).toEqual([
      'Vaso',
      'Plato',
      'Taza en dólares',
      'Playera, "edición" =especial',
      'Taza',
      'Grabado',
    ]);
    expect(body.results.find((item) => item.name.startsWith('Playera'))).toMatchObject({
      available: 4,
      stock_state: 'low',
      stock_value: 4 * 29_900,
      variants: [
        {
          variant: 'Talla: M',
          available: 4,
          list_price: 29_900,
          stock_value: 119_600,
          stock_state: 'low',
        },
        {
          variant: 'Talla: G',
          available: 0,
          list_price: 31_900,
          stock_value: 0,
          stock_state: 'sold_out',
        },
      ],
    });
    const page = (await (
      await send('GET', report('?limit=2&offset=2'), 'owner')
    ).json()) as InventoryReport;
    expect(page.results.map((item) => item.name)).toEqual([
      'Taza en dólares',
      'Playera, "edición" =especial',
    ]);
    expect(page.matches_estimated).toBe(6);
  });

  it('downloads the report as CSV: a line per item and per size, quoted and formula-safe', async () => {
    const res = await send('GET', report('.csv'), 'owner');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('inventario.csv');
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'sku,nombre,variante,tipo_existencias,existencias,precio,moneda,valor,estado,vendidos_7d,vendidos_14d,vendidos_30d',
    );
    expect(lines).toContain(',Vaso,,en_existencia,0,50.00,MXN,0.00,agotado,0,0,0');
    expect(lines).toContain(',Grabado,,sobre_pedido,,99.00,MXN,0.00,sobre_pedido,0,0,0');
    expect(lines).toContain(
      ',"Playera, ""edición"" =especial",Talla: G,en_existencia,0,319.00,MXN,0.00,agotado,0,0,0',
    );
    expect(lines).toHaveLength(1 + 6 + 2);
    const english = await (await send('GET', report('.csv?lang=en'), 'admin')).text();
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'sku,name,variant,stock_type,stock,price,currency,value,state,sold_7d,sold_14d,sold_30d',
    );
  });

  it('counts the units sold in 7, 14 and 30 days from paid orders, per item and per size', async () => {
    const { db } = database;
    const buyer = await createUser(db, { level: 1 });
    const shop = await createShop(db, { slug: `ventas-${kind}` });
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    let count = 0;
    /** An order placed and paid `days` ago (paid: null, never paid), with its lines. */
    async function order(
      supplier: string,
      state: OrderState,
      days: number,
      lines: Array<{ item: string; variant?: string; quantity: number }>,
      paid: Date | null = ago(days),
    ) {
      count += 1;
      const checkoutId = `chk_sales_${kind}_${count}`;
      await db.insert(checkouts).values({
        id: checkoutId,
        shopId: shop.id,
        userId: buyer.id,
        supplierId: supplier,
        currency: 'MXN',
        state: 'placed',
      });
      const total = lines.reduce((sum, line) => sum + line.quantity * 100, 0);
      const orderId = `ord_sales_${kind}_${count}`;
      await db.insert(orders).values({
        id: orderId,
        shopId: shop.id,
        userId: buyer.id,
        supplierId: supplier,
        checkoutId,
        state,
        paymentType: 'pay_in_store',
        currency: 'MXN',
        productsTotal: total,
        shippingCost: 0,
        total,
        paidAt: paid,
        createdAt: ago(days),
      });
      await db.insert(orderLines).values(
        lines.map((line) => ({
          orderId,
          shopId: shop.id,
          productId: itemId[line.item]!,
          variant: line.variant ?? '',
          name: line.item,
          unitPrice: 100,
          quantity: line.quantity,
          total: line.quantity * 100,
        })),
      );
    }
    const shirt = 'Playera, "edición" =especial';
    // Paid 2 days ago: within 7, 14 and 30.
    await order(supplierId, 'paid', 2, [
      { item: 'Taza', quantity: 3 },
      { item: shirt, variant: 'Talla: M', quantity: 1 },
    ]);
    // Placed 12 days ago and paid 10 days ago, since delivered: within 14 and 30.
    await order(
      supplierId,
      'delivered',
      12,
      [
        { item: 'Taza', quantity: 2 },
        { item: shirt, variant: 'Talla: G', quantity: 2 },
      ],
      ago(10),
    );
    // Paid 20 days ago, on its way: within 30 only.
    await order(supplierId, 'in_transit', 20, [{ item: 'Taza', quantity: 5 }]);
    // Paid 40 days ago: too old.
    await order(supplierId, 'delivered', 40, [{ item: 'Taza', quantity: 7 }]);
    // Never paid, and paid then cancelled: not sales.
    await order(supplierId, 'pending_payment', 1, [{ item: 'Taza', quantity: 11 }], null);
    await order(supplierId, 'canceled_by_customer', 3, [{ item: 'Taza', quantity: 13 }]);
    await order(supplierId, 'canceled_by_supplier', 3, [
      { item: shirt, variant: 'Talla: M', quantity: 17 },
    ]);
    // Another supplier's sale: its report, not this one.
    const made = await send('POST', `/suppliers/${otherSupplierId}/products`, 'otherAdmin', {
      ...plainItem({ name: 'Jarra del sur' }),
    });
    expect(made.status).toBe(201);
    itemId['Jarra del sur'] = ((await made.json()) as SupplierProduct).id;
    await order(otherSupplierId, 'paid', 1, [{ item: 'Jarra del sur', quantity: 19 }]);

    const body = (await (await send('GET', report(), 'owner')).json()) as InventoryReport;
    const sold = (name: string) => {
      const found = body.results.find((item) => item.name === name)!;
      return [found.sold_7d, found.sold_14d, found.sold_30d];
    };
    expect(sold('Taza')).toEqual([3, 5, 10]);
    expect(sold('Plato')).toEqual([0, 0, 0]);
    expect(sold(shirt)).toEqual([1, 3, 3]);
    expect(
      body.results
        .find((item) => item.name === shirt)!
        .variants.map(({ variant, sold_7d, sold_14d, sold_30d }) => [
          variant,
          sold_7d,
          sold_14d,
          sold_30d,
        ]),
    ).toEqual([
      ['Talla: M', 1, 1, 1],
      ['Talla: G', 0, 2, 2],
    ]);
    expect(body.results.map((item) => item.name)).not.toContain('Jarra del sur');

    const theirs = (await (
      await send('GET', report('', otherSupplierId), 'otherAdmin')
    ).json()) as InventoryReport;
    expect(theirs.results.find((item) => item.name === 'Jarra del sur')).toMatchObject({
      sold_7d: 19,
      sold_30d: 19,
    });

    const csv = (await (await send('GET', report('.csv'), 'admin')).text()).split('\r\n');
    expect(csv).toContain(',Taza,,en_existencia,10,150.00,MXN,1500.00,con_existencias,3,5,10');
    expect(csv).toContain(
      ',"Playera, ""edición"" =especial",Talla: G,en_existencia,0,319.00,MXN,0.00,agotado,0,2,2',
    );
  });

  it("refuses another supplier's admin, the supplier's dispatchers and visitors", async () => {
    for (const path of [report(), report('.csv')]) {
      // The dispatcher here is another supplier's admin too: neither role reads this one.
      expect((await send('GET', path, 'otherAdmin')).status).toBe(404);
      expect((await send('GET', path, 'dispatcher')).status).toBe(403);
      expect((await send('GET', path)).status).toBe(401);
    }
  });
});
