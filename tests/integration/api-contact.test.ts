import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { categories, contactMessages, products } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { contactSenderKey } from '@/lib/server/contact/send-contact-message';

import { TEST_PROXY_HOPS } from '../support/auth-api';
import { createListedProducts, createShop, createSupplier } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const message = {
  name: 'Ana López',
  email: 'ana@example.mx',
  message: 'La página de pago no carga.',
  kind: 'technical_query',
};

/**
 * POST /api/shops/{slug}/contact: validated, stored for the shop, 5 per hour per sender and shop.
 * The suite runs behind one trusted proxy (TEST_PROXY_HOPS): `ip` is the address that proxy
 * appended, the right-most X-Forwarded-For entry; `spoofed` is what the client put before it.
 */
describe.each(kinds)('contact API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let shopId: string;

  const send = (
    slug: string,
    body: unknown,
    ip = '203.0.113.7',
    locale = 'es',
    spoofed = '10.0.0.1',
  ) =>
    api.request(`/api/shops/${slug}/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `${spoofed}, ${ip}`,
        'x-locale': locale,
      },
      body: JSON.stringify(body),
    });

  afterEach(() => {
    process.env.TRUSTED_PROXY_HOPS = TEST_PROXY_HOPS;
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    shopId = (await createShop(database.db, { slug: 'moda' })).id;
    await createShop(database.db, { slug: 'otra' });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('stores a valid message for the shop, without the sender address', async () => {
    const res = await send('moda', { ...message, phone: '+52 55 1234 5678' }, '198.51.100.1');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(body.status).toBe('received');
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      shopId,
      kind: 'technical_query',
      name: 'Ana López',
      email: 'ana@example.mx',
      phone: '+52 55 1234 5678',
    });
    expect(row?.senderKey).not.toContain('198.51.100.1');
  });

  it('answers 422 with the fields for bad input and stores nothing', async () => {
    const res = await send(
      'moda',
      { ...message, email: 'no-es-correo', message: 'x'.repeat(2001), kind: 'otro' },
      '198.51.100.2',
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'kind', 'message']);
  });

  it('answers 404 shop_not_found for an unknown shop', async () => {
    const res = await send('no-existe', message, '198.51.100.3');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('shop_not_found');
  });

  it('takes 5 messages an hour from one sender to one shop, then answers 429 rate_limited', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await send('moda', message, ip)).status).toBe(201);
    const limited = await send('moda', message, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Enviaste demasiados mensajes a esta tienda. Intenta de nuevo en una hora.',
    });
    const english = await send('moda', message, ip, 'en');
    expect(((await english.json()) as { message: string }).message).toMatch(/too many messages/);
    // Another shop and another sender are counted apart.
    expect((await send('otra', message, ip)).status).toBe(201);
    expect((await send('moda', message, '203.0.113.51')).status).toBe(201);
  });

  it('counts the address the trusted proxy appended: a rotated X-Forwarded-For escapes nothing', async () => {
    const ip = '203.0.113.70';
    for (let i = 0; i < 5; i++)
      expect((await send('moda', message, ip, 'es', `198.18.0.${i}`)).status).toBe(201);
    const limited = await send('moda', message, ip, 'es', '198.18.0.99');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    // Another client of the same proxy (another appended address) is another sender.
    expect((await send('moda', message, '203.0.113.71', 'es', '198.18.0.99')).status).toBe(201);
  });

  it('without a trusted proxy ignores X-Forwarded-For: every sender shares one count', async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    for (let i = 0; i < 5; i++)
      expect(
        (await send('otra', message, `203.0.113.${80 + i}`, 'es', `198.18.1.${i}`)).status,
      ).toBe(201);
    expect((await send('otra', message, '203.0.113.90', 'es', '198.18.1.9')).status).toBe(429);
  });

  it('counts in the database: messages older than an hour no longer count', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 5; i++) expect((await send('moda', message, ip)).status).toBe(201);
    expect((await send('moda', message, ip)).status).toBe(429);
    await database.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(
        and(
          eq(contactMessages.shopId, shopId),
          eq(contactMessages.senderKey, contactSenderKey(ip)),
        ),
      );
    expect((await send('moda', message, ip)).status).toBe(201);
  });
});

/** GET /api/shops/{slug}/categories: the categories with most visible items, most first. */
describe.each(kinds)('shop categories API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const names = ['Café', 'Ropa', 'Libros', 'Cursos', 'Calzado', 'Tecnología'];
    await db.insert(categories).values(
      names.map((name, i) => ({
        id: `cat_${i}`,
        slug: `c${i}`,
        nameEs: name,
        nameEn: `${name} EN`,
      })),
    );
    const supplier = await createSupplier(db);
    const shop = await createShop(db, { slug: 'tienda' });
    // cat_0 × 4, cat_1 × 3, cat_2 × 2, cat_3..5 × 1, plus a hidden and an unpublished one in cat_5.
    const counts = [4, 3, 2, 1, 1, 1];
    const items = counts.flatMap((n, c) =>
      Array.from({ length: n }, (_, i) => ({ name: `P ${c}-${i}`, categoryId: `cat_${c}` })),
    );
    items.push(
      { name: 'Oculto', categoryId: 'cat_5', hidden: true } as never,
      { name: 'Borrador', categoryId: 'cat_5', listState: 'unpublished' } as never,
    );
    await createListedProducts(db, { supplierId: supplier.id, shopIds: [shop.id], items });
    await createShop(db, { slug: 'espejo', isProxy: true, proxyOfShopId: shop.id });
    expect((await db.select().from(products)).length).toBe(14);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lists at most 5 by default, most visible items first, then by name', async () => {
    const res = await api.request('/api/shops/tienda/categories');
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: Array<{ id: string; name_es: string; name_en: string; count: number }>;
    };
    expect(results.map((c) => [c.name_es, c.count])).toEqual([
      ['Café', 4],
      ['Ropa', 3],
      ['Libros', 2],
      ['Calzado', 1],
      ['Cursos', 1],
    ]);
    expect(results[0]?.name_en).toBe('Café EN');
  });

  it('answers for the mirrored shop on a proxy, honours limit, and 404s an unknown shop', async () => {
    const res = await api.request('/api/shops/espejo/categories?limit=2');
    expect(((await res.json()) as { results: unknown[] }).results).toHaveLength(2);
    expect((await api.request('/api/shops/nadie/categories')).status).toBe(404);
    expect((await api.request('/api/shops/tienda/categories?limit=0')).status).toBe(422);
  });
});
