import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductUpload, ProductUploadPreview } from '@/lib/api/schemas/product-uploads';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';
import { products, productVariants } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createSupplier, createUser } from '../support/factories';
import { BASIC_HEADER, csvFile } from '../support/product-upload-files';
import { shirtWithSizes } from '../support/supplier-items';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * A CSV re-upload and an item whose combinations keep their own stock (issue 16, second slice):
 * a row giving it a stock is refused on that column, naming why; a row leaving the cell blank
 * updates the rest and keeps the combinations' sum; items without combinations take the file's
 * stock as before.
 */
describe.each(kinds)('uploads and variant stock on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  let supplierId: string;
  const id = {} as Record<'shirt' | 'mug', string>;

  function upload(body: string, { dryRun = false, locale = 'es' } = {}) {
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'text/csv' }), 'productos.csv');
    return api.request(`/api/suppliers/${supplierId}/product-uploads${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'x-locale': locale, cookie },
      body: form,
    });
  }

  async function stockOf(productId: string) {
    const [item] = await database.db
      .select({ available: products.available, soldOut: products.soldOut, name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    const rows = await database.db
      .select({ variant: productVariants.variant, available: productVariants.available })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.position);
    return { ...item!, rows };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const owner = await createUser(db, { level: 1 });
    supplierId = (await createSupplier(db, { ownerId: owner.id, name: 'Variantes Norte' })).id;
    cookie = await createSessionCookie(db, owner.id);

    const first = await upload(
      csvFile(BASIC_HEADER, [
        ['PLA-1', 'Playera', '299.00', '5'],
        ['TAZA-1', 'Taza', '150.00', '10'],
      ]),
    );
    expect(first.status).toBe(201);
    for (const [sku, key] of [
      ['PLA-1', 'shirt'],
      ['TAZA-1', 'mug'],
    ] as const) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sku, sku));
      id[key] = row!.id;
    }
    // The editor gives the shirt two sizes with their own stock: 4 + 3.
    const saved = await call(
      api,
      'PUT',
      `/api/suppliers/${supplierId}/products/${id.shirt}`,
      shirtWithSizes({ name: 'Playera' }),
      { cookie },
    );
    expect(((await saved.json()) as SupplierProduct).available).toBe(7);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('refuses a stock for an item with per-variant stock, naming the row and column, and keeps its sum', async () => {
    const file = csvFile(BASIC_HEADER, [
      ['PLA-1', 'Playera nueva', '319.00', '50'],
      ['TAZA-1', 'Taza grande', '160.00', '9'],
    ]);
    const preview = await upload(file, { dryRun: true });
    const previewed = (await preview.json()) as ProductUploadPreview;
    expect(previewed).toMatchObject({ rows_updated: 1, rows_failed: 1 });
    expect(previewed.errors).toEqual([
      {
        row: 2,
        sku: 'PLA-1',
        field: 'available',
        column: 'existencias',
        code: 'variant_stock_in_editor',
        message:
          'Este producto tiene existencias por variante: deja vacía la columna existencias y cámbialas en el editor del producto.',
      },
    ]);

    const res = await upload(file, { locale: 'en' });
    expect(res.status).toBe(201);
    const done = (await res.json()) as ProductUpload;
    expect(done).toMatchObject({ rows_updated: 1, rows_failed: 1 });
    expect(done.errors[0]?.message).toBe(
      "This item keeps its stock per variant: leave the stock column blank and change them in the item's editor.",
    );
    // Nothing of the refused row landed; the other row did.
    expect(await stockOf(id.shirt)).toMatchObject({
      name: 'Playera',
      available: 7,
      rows: [
        { variant: 'Talla: M', available: 4 },
        { variant: 'Talla: G', available: 3 },
      ],
    });
    expect(await stockOf(id.mug)).toMatchObject({ name: 'Taza grande', available: 9 });
  });

  it('updates an item with per-variant stock from a row whose stock cell is blank, keeping the sum', async () => {
    const res = await upload(
      csvFile(BASIC_HEADER, [
        ['PLA-1', 'Playera de temporada', '319.00', ''],
        ['TAZA-1', 'Taza', '150.00', '0'],
      ]),
    );
    const done = (await res.json()) as ProductUpload;
    expect(done).toMatchObject({ rows_updated: 2, rows_failed: 0 });
    expect(await stockOf(id.shirt)).toMatchObject({
      name: 'Playera de temporada',
      available: 7,
      soldOut: false,
    });
    expect(await stockOf(id.mug)).toMatchObject({ available: 0, soldOut: true });
  });

  it('leaves the stock alone when the file has no stock column', async () => {
    const res = await upload(
      csvFile(['sku', 'nombre', 'precio'], [['PLA-1', 'Playera', '299.00']]),
    );
    expect(((await res.json()) as ProductUpload).rows_updated).toBe(1);
    expect(await stockOf(id.shirt)).toMatchObject({ name: 'Playera', available: 7 });
  });
});
