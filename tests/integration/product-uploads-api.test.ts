import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { and, count, eq } from 'drizzle-orm';

import type {
  ProductUpload,
  ProductUploadList,
  ProductUploadPreview,
} from '@/lib/api/schemas/product-uploads';
import { categories, products, supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createSupplier, createUser } from '../support/factories';
import { BASIC_HEADER, csvFile, productRows } from '../support/product-upload-files';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | 'admin' | 'dispatcher' | 'otherOwner';

/**
 * Bulk uploads of a supplier's items from CSV (issue 16): valid rows land and refused ones are
 * named by line and column, re-uploads update by SKU, Excel's Latin-1 reads right, wrong headers
 * and oversized files are refused whole, and only the supplier's owner and admins may upload.
 */
describe.each(kinds)('product uploads API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let otherSupplierId: string;

  const uploads = (supplier = supplierId) => `/api/suppliers/${supplier}/product-uploads`;

  function upload(
    body: string | Uint8Array,
    {
      who = 'owner',
      name = 'productos.csv',
      dryRun = false,
      supplier = supplierId,
      locale = 'es',
    }: {
      who?: Who;
      name?: string;
      dryRun?: boolean;
      supplier?: string;
      locale?: string;
    } = {},
  ) {
    const form = new FormData();
    form.append('file', new Blob([body as BlobPart], { type: 'text/csv' }), name);
    return api.request(`${uploads(supplier)}${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'x-locale': locale, cookie: cookie[who] },
      body: form,
    });
  }

  async function uploaded(body: string | Uint8Array, name?: string): Promise<ProductUpload> {
    const res = await upload(body, { name });
    const answer = (await res.json()) as ProductUpload;
    expect(res.status, JSON.stringify(answer).slice(0, 500)).toBe(201);
    return answer;
  }

  async function itemsOf(supplier: string) {
    return database.db
      .select({ sku: products.sku, name: products.name, listPrice: products.listPrice })
      .from(products)
      .where(eq(products.ownerId, supplier))
      .orderBy(products.sku);
  }

  async function countOf(supplier: string) {
    const [row] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.ownerId, supplier));
    return row!.n;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = await Promise.all(
      (['owner', 'admin', 'dispatcher', 'otherOwner'] as const).map((who) =>
        createUser(db, { level: 1, fullName: `Persona ${who}` }).then(
          (user) => [who, user] as const,
        ),
      ),
    );
    const userId = Object.fromEntries(people.map(([who, user]) => [who, user.id])) as Record<
      Who,
      string
    >;
    supplierId = (await createSupplier(db, { ownerId: userId.owner, name: 'Tecno Norte' })).id;
    otherSupplierId = (await createSupplier(db, { ownerId: userId.otherOwner, name: 'Tecno Sur' }))
      .id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: userId.admin, role: 'admin' },
      { supplierId, userId: userId.dispatcher, role: 'dispatcher' },
    ]);
    await db
      .insert(categories)
      .values({ id: 'cat_upl_ropa', slug: 'upl-ropa', nameEs: 'Ropa', nameEn: 'Clothes' });
    for (const [who, id] of Object.entries(userId)) {
      cookie[who as Who] = await createSessionCookie(db, id);
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('imports a 200-row file with 3 bad rows: 197 land, the 3 are named by line and column', async () => {
    const header = [...BASIC_HEADER, 'precio_tachado', 'categoria'];
    const rows = productRows(200, 'BIG').map((row) => [...row, '', 'cat_upl_ropa']);
    rows[9]![2] = '0'; // line 11: a price of 0
    rows[49]![1] = '  '; // line 51: no name
    rows[99]![4] = '100.00'; // line 101: crossed-out price below the price
    const file = csvFile(header, rows);

    const preview = await upload(file, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      dry_run: true,
      rows_total: 200,
      rows_created: 197,
      rows_updated: 0,
      rows_failed: 3,
    } satisfies Partial<ProductUploadPreview>);
    expect(await countOf(supplierId)).toBe(0); // a preview writes nothing

    const result = await uploaded(file, 'catalogo-grande.csv');
    expect(result).toMatchObject({
      status: 'done',
      file_name: 'catalogo-grande.csv',
      rows_total: 200,
      rows_done: 200,
      rows_created: 197,
      rows_updated: 0,
      rows_failed: 3,
    });
    expect(result.errors).toEqual([
      expect.objectContaining({
        row: 11,
        sku: 'BIG-10',
        column: 'precio',
        code: 'price_not_positive',
        message: 'El precio debe ser mayor que 0.',
      }),
      expect.objectContaining({ row: 51, sku: 'BIG-50', column: 'nombre', code: 'required' }),
      expect.objectContaining({
        row: 101,
        sku: 'BIG-100',
        column: 'precio_tachado',
        code: 'crossout_below_price',
      }),
    ]);
    const items = await itemsOf(supplierId);
    expect(items).toHaveLength(197);
    expect(items.map((item) => item.sku)).not.toContain('BIG-10');
    expect(items.find((item) => item.sku === 'BIG-1')).toMatchObject({
      name: 'Producto 1',
      listPrice: 19_950,
    });
  });

  it('updates items by SKU on a re-upload instead of duplicating them', async () => {
    const first = await uploaded(csvFile(BASIC_HEADER, productRows(3, 'RE', '100.00')));
    expect(first).toMatchObject({ rows_created: 3, rows_updated: 0 });
    const before = await countOf(supplierId);

    const again = csvFile(BASIC_HEADER, [
      ...productRows(3, 'RE', '120.00'),
      ['RE-NEW', 'Producto nuevo', '80', '1'],
    ]);
    const preview = (await (await upload(again, { dryRun: true })).json()) as ProductUploadPreview;
    expect(preview).toMatchObject({ rows_created: 1, rows_updated: 3, rows_failed: 0 });

    expect(await uploaded(again)).toMatchObject({ rows_created: 1, rows_updated: 3 });
    expect(await countOf(supplierId)).toBe(before + 1);
    const [item] = await database.db
      .select({ listPrice: products.listPrice })
      .from(products)
      .where(and(eq(products.ownerId, supplierId), eq(products.sku, 'RE-2')));
    expect(item?.listPrice).toBe(12_000);
  });

  it('changes on a re-upload only the columns the file has', async () => {
    await uploaded(
      csvFile(
        ['sku', 'nombre', 'precio', 'precio_tachado', 'margen', 'existencias', 'publicado'],
        [['PART-1', 'Taza', '100', '150', '20', '5', 'si']],
      ),
    );
    // A file of new prices: the item stays published and stocked; its crossed-out price, now
    // below the price, is dropped; its margin stays.
    expect(
      await uploaded(csvFile(['sku', 'nombre', 'precio'], [['PART-1', 'Taza', '160']])),
    ).toMatchObject({
      rows_updated: 1,
    });
    const [item] = await database.db
      .select({
        listPrice: products.listPrice,
        crossoutPrice: products.crossoutPrice,
        contributionMargin: products.contributionMargin,
        available: products.available,
        listState: products.listState,
        soldOut: products.soldOut,
      })
      .from(products)
      .where(and(eq(products.ownerId, supplierId), eq(products.sku, 'PART-1')));
    expect(item).toEqual({
      listPrice: 16_000,
      crossoutPrice: null,
      contributionMargin: 2_000,
      available: 5,
      listState: 'published',
      soldOut: false,
    });
  });

  it('reads a Latin-1 file saved by Excel, semicolons and accents included', async () => {
    const text =
      'SKU;Nombre;Precio;Descripción\r\nLAT-1;Café orgánico de Pluma Hidalgo;150;Tostado medio, señorial\r\n';
    const bytes = new Uint8Array(Buffer.from(text, 'latin1'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();

    const result = await uploaded(bytes, 'excel.csv');
    expect(result).toMatchObject({ encoding: 'windows-1252', rows_created: 1, rows_failed: 0 });
    const [item] = await database.db
      .select({ name: products.name, description: products.description })
      .from(products)
      .where(and(eq(products.ownerId, supplierId), eq(products.sku, 'LAT-1')));
    expect(item?.name).toBe('Café orgánico de Pluma Hidalgo');
    expect(item?.description).toContain('señorial');
  });

  it('refuses a repeated SKU on its later row and imports the first', async () => {
    const result = await uploaded(
      csvFile(BASIC_HEADER, [
        ['DUP-1', 'Primera', '10', '1'],
        ['DUP-2', 'Otra', '10', '1'],
        ['DUP-1', 'Repetida', '12', '1'],
      ]),
    );
    expect(result).toMatchObject({ rows_created: 2, rows_failed: 1 });
    expect(result.errors).toEqual([
      expect.objectContaining({
        row: 4,
        sku: 'DUP-1',
        column: 'sku',
        code: 'duplicate_sku',
        message: 'Este SKU ya aparece en una fila anterior del archivo.',
      }),
    ]);
    const [item] = await database.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.ownerId, supplierId), eq(products.sku, 'DUP-1')));
    expect(item?.name).toBe('Primera');
  });

  it('refuses wrong headers whole, naming the missing and unknown columns', async () => {
    const before = await countOf(supplierId);
    const res = await upload(csvFile(['sku', 'nombre', 'costo'], [['H-1', 'Algo', '10']]));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      code: string;
      message: string;
      missing: string[];
      unknown: string[];
    };
    expect(body).toMatchObject({
      code: 'upload_headers_invalid',
      missing: ['precio'],
      unknown: ['costo'],
    });
    expect(body.message).toContain('precio');
    expect(body.message).toContain('costo');

    const english = await upload(csvFile(['sku', 'name', 'cost'], [['H-1', 'Algo', '10']]), {
      locale: 'en',
    });
    expect(((await english.json()) as { message: string }).message).toBe(
      "The file's columns are not the template's. Missing: precio. Unknown: cost.",
    );
    expect(await countOf(supplierId)).toBe(before);
  });

  it('takes English headers and the template it serves', async () => {
    const template = await api.request('/api/product-uploads/template.csv?lang=en');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('text/csv');
    const text = await template.text();
    expect(text.split('\r\n')[0]).toMatch(/^sku,name,price,type,/);
    expect(await uploaded(text)).toMatchObject({ rows_created: 1, rows_failed: 0 });
  });

  it('refuses more than 20,000 rows, a file over 10 MB and an empty file', async () => {
    const huge = await upload(csvFile(BASIC_HEADER, productRows(20_001, 'X')));
    expect(huge.status).toBe(422);
    expect(await huge.json()).toMatchObject({
      code: 'upload_too_many_rows',
      rows: 20_001,
      max_rows: 20_000,
    });

    const heavy = await upload(`sku,nombre,precio\r\n${'X'.repeat(10_100_000)}\r\n`);
    expect(heavy.status).toBe(413);
    expect(await heavy.json()).toMatchObject({ code: 'upload_too_large', max_mb: 10 });

    const empty = await upload(csvFile(BASIC_HEADER, []));
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: 'upload_empty' });
  });

  it("refuses another supplier's owner and the supplier's dispatcher, writing nothing", async () => {
    const before = await countOf(supplierId);
    const file = csvFile(BASIC_HEADER, productRows(2, 'INTRUSO'));
    const other = await upload(file, { who: 'otherOwner' });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'supplier_not_found' });
    expect((await upload(file, { who: 'dispatcher' })).status).toBe(403);
    expect(
      (await call(api, 'GET', uploads(), undefined, { cookie: cookie.otherOwner })).status,
    ).toBe(404);
    expect(await countOf(supplierId)).toBe(before);
    expect(await countOf(otherSupplierId)).toBe(0);

    // An admin of the supplier may.
    expect((await upload(file, { who: 'admin' })).status).toBe(201);
  });

  it('lists the uploads, newest first, and shows one with its refused rows in English', async () => {
    const done = await uploaded(
      csvFile(BASIC_HEADER, [
        ['HIS-1', 'Con precio', '10', '1'],
        ['HIS-2', 'Sin precio', '', '1'],
      ]),
      'historial.csv',
    );
    const res = await call(api, 'GET', uploads(), undefined, { cookie: cookie.owner });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as ProductUploadList;
    expect(results[0]).toMatchObject({
      id: done.id,
      file_name: 'historial.csv',
      user_name: 'Persona owner',
      status: 'done',
      rows_total: 2,
      rows_created: 1,
      rows_failed: 1,
    });
    expect(results.some((row) => row.file_name === 'catalogo-grande.csv')).toBe(true);

    const one = await call(api, 'GET', `${uploads()}/${done.id}`, undefined, {
      cookie: cookie.owner,
      locale: 'en',
    });
    expect(((await one.json()) as ProductUpload).errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'precio',
        code: 'required',
        message: 'This field is required.',
      }),
    ]);
    const elsewhere = await call(api, 'GET', `${uploads(otherSupplierId)}/${done.id}`, undefined, {
      cookie: cookie.otherOwner,
    });
    expect(await elsewhere.json()).toMatchObject({ code: 'upload_not_found' });
  });
});
