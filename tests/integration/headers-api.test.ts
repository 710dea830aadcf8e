import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { headers, shops } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createListedProducts, createSupplier } from '../support/factories';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface HeaderBody {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  target: string;
  action_type: string;
  url: string | null;
  product: { id: string; product_name: string } | null;
  product_supplier: string | null;
  button_label: string | null;
  bg_color1: string | null;
  bg_color2: string | null;
}

/** The header editor's calls (spec 01 §3, §4, §5, §7, §8; issue 6). */
describe.each(kinds)('header records on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let shopA: { id: string };
  let taza: { id: string; ownerId: string };
  let ajeno: { id: string };

  const send = (method: string, path: string, body?: unknown, who?: string, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, { cookie: who, locale });

  const create = async (body: unknown, who = cookie.ownerA): Promise<HeaderBody> => {
    const res = await send('POST', 'tienda-a/headers', body, who);
    const answer = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer as HeaderBody;
  };

  /** The header_info of the public shop read (what the storefront renders). */
  const headerInfo = async (slug = 'tienda-a'): Promise<HeaderBody | null> =>
    (await (await send('GET', slug)).json()).store_theme_info.header_info;

  const fieldsOf = async (res: Response) => {
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'validation_error', message: 'Revisa los datos enviados.' });
    return body.fields as Record<string, string[]>;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const staff = await createShopStaff(db, { shopA: { theme: 'theme05' } });
    ({ shopA, cookie } = staff);
    const supplier = await createSupplier(db);
    taza = (
      await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shopA.id],
        items: [{ name: 'Taza' }],
      })
    )[0]!;
    ajeno = (
      await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [staff.shopB.id],
        items: [{ name: 'Ajeno' }],
      })
    )[0]!;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("creates a header with the spec's defaults, and it replaces the shop's header_info", async () => {
    expect(await headerInfo()).toBeNull();
    const header = await create({
      title: '  Café recién tostado  ',
      subtitle: '',
      description: '   ',
    });
    expect(header).toEqual({
      id: expect.stringMatching(/^hdr_/),
      title: 'Café recién tostado',
      subtitle: null,
      description: null,
      target: 'all',
      action_type: 'none',
      url: null,
      product: null,
      product_supplier: null,
      button_label: null,
      bg_color1: null,
      bg_color2: null,
    });
    expect(await headerInfo()).toEqual(header);

    const second = await create(
      {
        title: 'Compra hoy',
        subtitle: 'Envío en 3 días',
        description: 'Tostamos cada semana.',
        target: 'ul0',
        action_type: 'product',
        product: taza.id,
        button_label: 'buynow',
        bg_color1: '#0000FF',
        bg_color2: '#112233',
      },
      cookie.adminA,
    );
    expect(second).toMatchObject({
      target: 'ul0',
      action_type: 'product',
      product: { id: taza.id, product_name: 'Taza' },
      product_supplier: taza.ownerId,
      button_label: 'buynow',
      bg_color1: '#0000ff',
      bg_color2: '#112233',
    });
    expect((await headerInfo())?.id).toBe(second.id);
  });

  it('checks every field and answers each problem on its field', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { title: ['required'] }],
      [{ title: '   ' }, { title: ['required'] }],
      [{ title: 42 }, { title: ['required'] }],
      [{ title: 't'.repeat(31) }, { title: ['too_long'] }],
      [{ title: 'Ok', subtitle: 's'.repeat(41) }, { subtitle: ['too_long'] }],
      [{ title: 'Ok', description: 'd'.repeat(131) }, { description: ['too_long'] }],
      [{ title: 'Ok', target: 'todos' }, { target: ['invalid_option'] }],
      [{ title: 'Ok', action_type: 'call' }, { action_type: ['invalid_option'] }],
      [{ title: 'Ok', action_type: 'url', button_label: 'more' }, { url: ['required'] }],
      [
        { title: 'Ok', action_type: 'url', url: 'no es una dirección', button_label: 'more' },
        { url: ['invalid_url'] },
      ],
      [
        { title: 'Ok', action_type: 'url', url: 'javascript:alert(1)', button_label: 'more' },
        { url: ['invalid_url'] },
      ],
      [{ title: 'Ok', action_type: 'url', url: 'ejemplo.com' }, { button_label: ['required'] }],
      [{ title: 'Ok', action_type: 'product', button_label: 'buynow' }, { product: ['required'] }],
      [{ title: 'Ok', action_type: 'signup' }, { button_label: ['required'] }],
      [
        { title: 'Ok', action_type: 'signup', button_label: 'gratis' },
        { button_label: ['invalid_option'] },
      ],
      [
        { title: 'Ok', bg_color1: 'red', bg_color2: '#12345' },
        { bg_color1: ['invalid_color'], bg_color2: ['invalid_color'] },
      ],
      [{ title: 'Ok', bg_color1: '#0000ff80' }, { bg_color1: ['invalid_color'] }],
    ];
    for (const [body, fields] of cases) {
      expect(
        await fieldsOf(await send('POST', 'tienda-a/headers', body, cookie.ownerA)),
        JSON.stringify(body),
      ).toEqual(fields);
    }
    const unknownField = await send(
      'POST',
      'tienda-a/headers',
      { title: 'Ok', color: '#000000' },
      cookie.ownerA,
    );
    expect(unknownField.status).toBe(422);

    // A product the shop does not sell (another shop's, or none at all).
    for (const product of [ajeno.id, 'prd_no_existe']) {
      const res = await send(
        'POST',
        'tienda-a/headers',
        { title: 'Ok', action_type: 'product', product, button_label: 'more' },
        cookie.ownerA,
      );
      expect(await fieldsOf(res), product).toEqual({ product: ['invalid_product'] });
    }

    // At the limits, and the web-address forms the admin form accepts.
    const full = await create({
      title: 't'.repeat(30),
      subtitle: 's'.repeat(40),
      description: 'd'.repeat(130),
      action_type: 'url',
      url: 'www.ejemplo.com/ofertas',
      button_label: 'more',
    });
    expect(full).toMatchObject({ url: 'www.ejemplo.com/ofertas', button_label: 'more' });
    for (const url of ['https://ejemplo.com', 'ejemplo.com.mx/a?b=1', '/productos']) {
      const res = await send('PATCH', `tienda-a/headers/${full.id}`, { url }, cookie.ownerA);
      expect(res.status, url).toBe(200);
    }
    await send('DELETE', `tienda-a/headers/${full.id}`, undefined, cookie.ownerA);

    const en = await send('POST', 'tienda-a/headers', {}, cookie.ownerA, 'en');
    expect(await en.json()).toMatchObject({
      code: 'validation_error',
      message: 'Please check the data you sent.',
    });
  });

  it('keeps only the fields the action uses', async () => {
    const none = await create({
      title: 'Sin acción',
      action_type: 'none',
      url: 'ejemplo.com',
      product: taza.id,
      button_label: 'more',
    });
    expect(none).toMatchObject({
      action_type: 'none',
      url: null,
      product: null,
      button_label: null,
    });
    const signup = await create({
      title: 'Únete',
      action_type: 'signup',
      url: 'ejemplo.com',
      product: taza.id,
      button_label: 'signupfree',
    });
    expect(signup).toMatchObject({
      action_type: 'signup',
      url: null,
      product: null,
      button_label: 'signupfree',
    });
    const row = (await database.db.select().from(headers).where(eq(headers.id, signup.id)))[0]!;
    expect(row).toMatchObject({ url: null, productId: null, buttonLabel: 'signupfree' });
  });

  it('changes the fields sent, checks the result, and makes the saved header the one shown', async () => {
    const first = await create({ title: 'Primero', subtitle: 'Sub' });
    const second = await create({ title: 'Segundo' });
    expect((await headerInfo())?.id).toBe(second.id);

    const res = await send(
      'PATCH',
      `tienda-a/headers/${first.id}`,
      { title: 'Primero editado', bg_color1: '#ff0000', bg_color2: '#00ff00' },
      cookie.adminA,
    );
    expect(res.status).toBe(200);
    const patched = (await res.json()) as HeaderBody;
    expect(patched).toMatchObject({
      id: first.id,
      title: 'Primero editado',
      subtitle: 'Sub',
      bg_color1: '#ff0000',
      bg_color2: '#00ff00',
    });
    expect(await headerInfo()).toEqual(patched);

    // The action rules apply to the header as it would be.
    expect(
      await fieldsOf(
        await send('PATCH', `tienda-a/headers/${first.id}`, { action_type: 'url' }, cookie.ownerA),
      ),
    ).toEqual({
      url: ['required'],
      button_label: ['required'],
    });
    expect(
      await fieldsOf(
        await send('PATCH', `tienda-a/headers/${first.id}`, { title: null }, cookie.ownerA),
      ),
    ).toEqual({ title: ['required'] });
    expect(
      await fieldsOf(
        await send(
          'PATCH',
          `tienda-a/headers/${first.id}`,
          { action_type: 'product', product: ajeno.id, button_label: 'more' },
          cookie.ownerA,
        ),
      ),
    ).toEqual({ product: ['invalid_product'] });
    const toProduct = await send(
      'PATCH',
      `tienda-a/headers/${first.id}`,
      { action_type: 'product', product: taza.id, button_label: 'more' },
      cookie.ownerA,
    );
    expect(await toProduct.json()).toMatchObject({
      action_type: 'product',
      product: { id: taza.id },
      button_label: 'more',
    });
    const back = await send(
      'PATCH',
      `tienda-a/headers/${first.id}`,
      { action_type: 'none', bg_color1: null, bg_color2: null },
      cookie.ownerA,
    );
    expect(await back.json()).toMatchObject({
      action_type: 'none',
      product: null,
      button_label: null,
      bg_color1: null,
      bg_color2: null,
      subtitle: 'Sub',
    });

    const unknown = await send(
      'PATCH',
      'tienda-a/headers/hdr_no_existe',
      { title: 'X' },
      cookie.ownerA,
      'en',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'header_not_found', message: 'Header not found' });
  });

  it('lists the headers newest first, 10 a page, with the one shown', async () => {
    const res = await send('GET', 'tienda-a/headers', undefined, cookie.ownerA);
    expect(res.status).toBe(200);
    const page = await res.json();
    const all = await database.db
      .select({ id: headers.id })
      .from(headers)
      .where(eq(headers.shopId, shopA.id));
    expect(page.matches_estimated).toBe(all.length);
    expect(page.results).toHaveLength(Math.min(10, all.length));
    expect(page.results[0].title).toBe('Segundo');
    const [shown] = await database.db
      .select({ id: shops.headerId })
      .from(shops)
      .where(eq(shops.id, shopA.id));
    expect(page.header_id).toBe(shown!.id);
    const second = await (
      await send('GET', 'tienda-a/headers?offset=1&limit=1', undefined, cookie.adminA)
    ).json();
    expect(second.results.map((h: HeaderBody) => h.id)).toEqual([page.results[1].id]);
    expect((await send('GET', 'tienda-a/headers?limit=51', undefined, cookie.ownerA)).status).toBe(
      422,
    );
  });

  it('deletes a header; deleting the one shown leaves the shop without header_info', async () => {
    const shown = await headerInfo();
    expect(shown).not.toBeNull();
    const res = await send('DELETE', `tienda-a/headers/${shown!.id}`, undefined, cookie.ownerA);
    expect(res.status).toBe(204);
    expect(await headerInfo()).toBeNull();
    const again = await send('DELETE', `tienda-a/headers/${shown!.id}`, undefined, cookie.ownerA);
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('header_not_found');
  });

  it("refuses every call to anonymous visitors (401), customers, other staff roles and other shops' admins (403)", async () => {
    const mine = await create({ title: 'Solo admins' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'tienda-a/headers'],
      ['POST', 'tienda-a/headers', { title: 'Intruso' }],
      ['PATCH', `tienda-a/headers/${mine.id}`, { title: 'Intruso' }],
      ['DELETE', `tienda-a/headers/${mine.id}`],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await send(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toEqual({
        code: 'unauthorized',
        message: 'Inicia sesión para continuar.',
      });
      for (const who of ['customer', 'dispatcherA', 'ownerB'] as const) {
        const res = await send(method, path, body, cookie[who]);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({
          code: 'forbidden',
          message: 'No tienes permiso para hacer esto.',
        });
      }
    }
    // B's admin cannot reach A's header through B's own path either.
    for (const [method, body] of [
      ['PATCH', { title: 'Intruso' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, `tienda-b/headers/${mine.id}`, body, cookie.ownerB);
      expect(res.status, method).toBe(404);
      expect((await res.json()).code).toBe('header_not_found');
    }
    expect((await send('POST', 'no-existe/headers', { title: 'X' }, cookie.ownerA)).status).toBe(
      404,
    );
    const rows = await database.db.select({ title: headers.title }).from(headers);
    expect(rows.map((r) => r.title)).not.toContain('Intruso');
    expect((await headerInfo())?.title).toBe('Solo admins');
  });

  it('refuses writes on a proxy shop, which mirrors another shop', async () => {
    const res = await send('POST', 'espejo-a/headers', { title: 'Espejo' }, cookie.ownerProxy);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('proxy_shop_read_only');
    const list = await send('GET', 'espejo-a/headers', undefined, cookie.ownerProxy);
    expect(list.status).toBe(200);
  });
});
