import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InventoryReport } from '@/lib/api/schemas/inventory-report';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';
import { supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createSupplier, createUser } from '../support/factories';
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
      (await res.json()) as SupplierProduct;
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
      'sku,nombre,variante,tipo_existencias,existencias,precio,moneda,valor,estado',
    );
    expect(lines).toContain(',Vaso,,en_existencia,0,50.00,MXN,0.00,agotado');
    expect(lines).toContain(',Grabado,,sobre_pedido,,99.00,MXN,0.00,sobre_pedido');
    expect(lines).toContain(
      ',"Playera, ""edición"" =especial",Talla: G,en_existencia,0,319.00,MXN,0.00,agotado',
    );
    expect(lines).toHaveLength(1 + 6 + 2);
    const english = await (await send('GET', report('.csv?lang=en'), 'admin')).text();
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'sku,name,variant,stock_type,stock,price,currency,value,state',
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
