import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductPage } from '@/lib/api/schemas/product';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'supplier' | 'owner' | 'shopper';

/**
 * The search answers kept in process for everyone but a shop's admins: a change to an item shows
 * in the very next search, admins still see their hidden items, and one shop's answers never
 * answer another's.
 */
describe.each(kinds)('kept search answers on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let redMugId: string;

  const send = (method: string, url: string, who?: Who, body?: unknown) =>
    call(api, method, `/api${url}`, body, { cookie: who ? cookie[who] : undefined });
  const names = async (slug: string, text: string, who?: Who) => {
    const res = await send('GET', `/shops/${slug}/search?text=${encodeURIComponent(text)}`, who);
    expect(res.status).toBe(200);
    return ((await res.json()) as ProductPage).results.map((item) => item.name).sort();
  };
  const setHidden = async (hiden: boolean) => {
    const res = await send(
      'PATCH',
      `/suppliers/${supplierId}/products/${redMugId}/visibility`,
      'supplier',
      { hiden },
    );
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [supplierOwner, owner, shopper] = await Promise.all([
      createUser(db, { level: 1 }),
      createUser(db, { level: 2 }),
      createUser(db),
    ]);
    supplierId = (await createSupplier(db, { ownerId: supplierOwner.id })).id;
    const shopA = await createShop(db, { slug: 'tazas-a', ownerId: owner.id });
    const shopB = await createShop(db, { slug: 'tazas-b' });
    const [, redMug] = await createListedProducts(db, {
      supplierId,
      shopIds: [shopA.id],
      items: [{ name: 'Taza azul' }, { name: 'Taza roja' }],
    });
    redMugId = redMug!.id;
    await createListedProducts(db, {
      supplierId,
      shopIds: [shopB.id],
      items: [{ name: 'Taza verde' }],
    });
    Object.assign(cookie, {
      supplier: await createSessionCookie(db, supplierOwner.id),
      owner: await createSessionCookie(db, owner.id),
      shopper: await createSessionCookie(db, shopper.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('shows a hidden item gone from the next search, and back once shown again', async () => {
    expect(await names('tazas-a', 'taza')).toEqual(['Taza azul', 'Taza roja']);
    expect(await names('tazas-a', 'taza', 'shopper')).toEqual(['Taza azul', 'Taza roja']);

    await setHidden(true);
    expect(await names('tazas-a', 'taza')).toEqual(['Taza azul']);
    expect(await names('tazas-a', 'taza', 'shopper')).toEqual(['Taza azul']);
    // The shop's owner still finds the hidden item, whatever visitors were answered.
    expect(await names('tazas-a', 'taza', 'owner')).toEqual(['Taza azul', 'Taza roja']);

    await setHidden(false);
    expect(await names('tazas-a', 'taza')).toEqual(['Taza azul', 'Taza roja']);
  });

  it("answers each shop with its own items, the same text just asked of another's", async () => {
    expect(await names('tazas-a', 'taz')).toEqual(['Taza azul', 'Taza roja']);
    expect(await names('tazas-b', 'taz')).toEqual(['Taza verde']);
    expect(await names('TAZAS-B', 'taz')).toEqual(['Taza verde']);
  });

  it('keeps answering an unknown shop with 404', async () => {
    const res = await send('GET', '/shops/no-existe/search?text=taza');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'shop_not_found' });
  });
});
