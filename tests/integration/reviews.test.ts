import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type {
  ItemReviewsPage,
  OrderReviews,
  Review,
  SupplierReviewsPage,
} from '@/lib/api/schemas/reviews';
import { checkouts, orderLines, orders, supplierMembers } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { solidImage } from '../support/gallery-images';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Outside a Next server there is no cache: record which item pages a save expires.

const kinds = await databaseKinds();

type Who = 'ana' | 'bruno' | 'owner' | 'dispatcher' | 'otherOwner' | 'stranger';

/** Reviews of delivered order lines: who rates, when, one per line, the public list, the answer. */
describe.each(kinds)('reviews on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let shopId: string;
  let supplierId: string;
  let otherSupplierId: string;
  let productId: string;
  let otherProductId: string;
  let n = 0;

  const send = (method: string, urlPath: string, body: unknown, who?: Who) =>
    call(api, method, `/api${urlPath}`, body, who ? { cookie: cookie[who] } : {});

  /** An order of `customer` in `state` with one line of the product (variant 'M'). */
  async function anOrder(state: OrderState, customer: Who = 'ana'): Promise<string> {
    const id = `ord_rev_${kind}_${++n}`;
    await database.db.insert(checkouts).values({
      id: `chk_rev_${kind}_${n}`,
      shopId,
      userId: userId[customer],
      supplierId,
      currency: 'MXN',
      state: 'placed',
    });
    await database.db.insert(orders).values({
      id,
      shopId,
      userId: userId[customer],
      supplierId,
      checkoutId: `chk_rev_${kind}_${n}`,
      state,
      paymentType: 'pay_in_store',
      deliveryType: 'pickup_point',
      currency: 'MXN',
      productsTotal: 10_000,
      shippingCost: 0,
      total: 10_000,
      deliveredAt: state === 'delivered' ? new Date() : null,
    });
    await database.db.insert(orderLines).values({
      orderId: id,
      shopId,
      productId,
      variant: 'M',
      name: 'Playera',
      unitPrice: 10_000,
      quantity: 1,
      total: 10_000,
    });
    return id;
  }

  const rate = (orderId: string, body: object, who: Who = 'ana') =>
    send('PUT', `/orders/${orderId}/reviews`, body, who);
  const fiveStars = {
    product_id: '',
    variant: 'M',
    rating: 5,
    title: 'Excelente',
    body: 'Muy buena tela',
  };

  async function uploadPhoto(kindOfPhoto: 'review_photo' | 'return_photo', who: Who = 'ana') {
    const form = new FormData();
    form.append('file', new Blob([(await solidImage('jpeg')) as BlobPart]), 'foto.jpg');
    form.append('kind', kindOfPhoto);
    const res = await api.request('/api/gallery', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'x-locale': 'es', cookie: cookie[who] },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; url: string };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-reviews-'));
    vi.stubEnv('DATA_DIR', dataDir);
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const names: Record<Who, string> = {
      ana: 'Ana García López',
      bruno: 'Bruno Díaz',
      owner: 'Olga Dueña',
      dispatcher: 'Diego Reparto',
      otherOwner: 'Otra Dueña',
      stranger: 'Sergio Extraño',
    };
    for (const who of Object.keys(names) as Who[]) {
      const user = await createUser(db, { fullName: names[who] });
      userId[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    shopId = (await createShop(db, { slug: 'tienda-opiniones' })).id;
    supplierId = (await createSupplier(db, { ownerId: userId.owner })).id;
    otherSupplierId = (await createSupplier(db, { ownerId: userId.otherOwner })).id;
    await db.insert(supplierMembers).values({
      supplierId,
      userId: userId.dispatcher,
      role: 'dispatcher',
    });
    const [item, other] = await createListedProducts(db, {
      supplierId,
      shopIds: [shopId],
      items: [{ name: 'Playera' }, { name: 'Gorra' }],
    });
    productId = item!.id;
    otherProductId = other!.id;
    fiveStars.product_id = productId;
  });

  afterAll(async () => {
    await database?.destroy();
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lets only the order's customer rate it after delivery", async () => {
    const orderId = await anOrder('delivered');
    // Someone else's order reveals nothing; its supplier's staff may read but not rate.
    expect((await rate(orderId, fiveStars, 'stranger')).status).toBe(404);
    expect((await send('GET', `/orders/${orderId}/reviews`, undefined, 'stranger')).status).toBe(
      404,
    );
    const staff = await rate(orderId, fiveStars, 'owner');
    expect(staff.status).toBe(403);
    expect((await send('PUT', `/orders/${orderId}/reviews`, fiveStars)).status).toBe(401);

    for (const state of [
      'pending_payment',
      'paid',
      'in_transit',
      'canceled_by_supplier',
    ] as const) {
      const early = await anOrder(state);
      const res = await rate(early, fiveStars);
      expect(res.status, state).toBe(409);
      expect(await res.json()).toEqual({
        code: 'review_not_allowed',
        message: 'Podrás calificar tus productos cuando la orden sea entregada.',
      });
      const list = (await (
        await send('GET', `/orders/${early}/reviews`, undefined, 'ana')
      ).json()) as OrderReviews;
      expect(list).toMatchObject({ can_review: false, refusal: 'review_not_allowed' });
    }
  });

  it('keeps one review per line with its photo: a second save changes it', async () => {
    const orderId = await anOrder('delivered');
    const photo = await uploadPhoto('review_photo');
    const first = await rate(orderId, { ...fiveStars, photo_ids: [photo.id] });
    expect(first.status, await first.clone().text()).toBe(201);
    const written = (await first.json()) as Review;
    expect(written).toMatchObject({
      order_id: orderId,
      product_id: productId,
      variant: 'M',
      rating: 5,
      title: 'Excelente',
      body: 'Muy buena tela',
      photos: [{ id: photo.id, url: photo.url }],
      reply: null,
      editable: true,
    });

    const again = await rate(orderId, { ...fiveStars, rating: 3, title: 'Regular', photo_ids: [] });
    expect(again.status).toBe(200);
    const changed = (await again.json()) as Review;
    expect(changed).toMatchObject({ id: written.id, rating: 3, title: 'Regular', photos: [] });

    const list = (await (
      await send('GET', `/orders/${orderId}/reviews`, undefined, 'ana')
    ).json()) as OrderReviews;
    expect(list.can_review).toBe(true);
    expect(list.lines).toEqual([
      expect.objectContaining({
        product_id: productId,
        variant: 'M',
        name: 'Playera',
        review: expect.objectContaining({ id: written.id, rating: 3 }),
      }),
    ]);
    // Its supplier's staff read it too.
    expect((await send('GET', `/orders/${orderId}/reviews`, undefined, 'dispatcher')).status).toBe(
      200,
    );
  });

  it('refuses a line not in the order, photos that are not review photos, and bad input', async () => {
    const orderId = await anOrder('delivered');
    const noLine = await rate(orderId, { ...fiveStars, product_id: otherProductId });
    expect(noLine.status).toBe(404);
    expect(((await noLine.json()) as { code: string }).code).toBe('review_line_not_found');
    const noVariant = await rate(orderId, { ...fiveStars, variant: 'XL' });
    expect(noVariant.status).toBe(404);

    const returnPhoto = await uploadPhoto('return_photo');
    const wrongKind = await rate(orderId, { ...fiveStars, photo_ids: [returnPhoto.id] });
    expect(wrongKind.status).toBe(422);
    expect(((await wrongKind.json()) as { code: string }).code).toBe('review_photo_invalid');
    const brunos = await uploadPhoto('review_photo', 'bruno');
    expect((await rate(orderId, { ...fiveStars, photo_ids: [brunos.id] })).status).toBe(422);

    for (const bad of [
      { ...fiveStars, rating: 6 },
      { ...fiveStars, rating: 0 },
      { ...fiveStars, rating: 4.5 },
      { ...fiveStars, title: '   ' },
      { ...fiveStars, title: 'x'.repeat(121) },
      { ...fiveStars, body: 'x'.repeat(2001) },
      { ...fiveStars, photo_ids: ['a', 'b', 'c', 'd', 'e', 'f'] },
    ]) {
      const res = await rate(orderId, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
  });

  it('lists the item reviews publicly with the average, first names only, newest first', async () => {
    const slug = 'tienda-opiniones';
    const before = (await (
      await send('GET', `/shops/${slug}/products/${otherProductId}/reviews`, undefined)
    ).json()) as ItemReviewsPage;
    expect(before).toEqual({ average: null, count: 0, results: [], matches_estimated: 0 });

    const page = async () =>
      (await (
        await send('GET', `/shops/${slug}/products/${productId}/reviews?limit=50`, undefined)
      ).json()) as ItemReviewsPage;
    const start = await page();
    const anaOrder = await anOrder('delivered');
    const brunoOrder = await anOrder('delivered', 'bruno');
    expect((await rate(anaOrder, { ...fiveStars, rating: 5, title: 'Cinco' })).status).toBe(201);
    expect(
      (await rate(brunoOrder, { ...fiveStars, rating: 4, title: 'Cuatro' }, 'bruno')).status,
    ).toBe(201);
    const after = await page();
    expect(after.count).toBe(start.count + 2);
    const ratings = after.results.map((r) => r.rating);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(after.average).toBe(Math.round(mean * 10) / 10);
    expect(after.results[0]).toMatchObject({ title: 'Cuatro', author: 'Bruno D.' });
    expect(after.results[1]).toMatchObject({ title: 'Cinco', author: 'Ana G.' });
    const text = JSON.stringify(after);
    expect(text).not.toContain('@tienda.test');
    expect(text).not.toContain('García');

    expect(
      (await send('GET', `/shops/${slug}/products/prd_unknown/reviews`, undefined)).status,
    ).toBe(404);
  });

  it('lets only the supplier staff who may answer reply; the answer shows and locks the review', async () => {
    const orderId = await anOrder('delivered');
    const review = (await (await rate(orderId, fiveStars)).json()) as Review;
    const replyPath = (supplier: string) => `/suppliers/${supplier}/reviews/${review.id}/reply`;
    const answer = { reply: '¡Gracias por tu compra!' };

    // Another supplier: no role on this one (404), nor is the review theirs on their own path.
    expect((await send('PUT', replyPath(supplierId), answer, 'otherOwner')).status).toBe(404);
    const theirs = await send('PUT', replyPath(otherSupplierId), answer, 'otherOwner');
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { code: string }).code).toBe('review_not_found');
    // The customer and staff whose role may not answer.
    expect((await send('PUT', replyPath(supplierId), answer, 'ana')).status).toBe(404);
    expect((await send('PUT', replyPath(supplierId), answer, 'dispatcher')).status).toBe(403);

    const replied = await send('PUT', replyPath(supplierId), answer, 'owner');
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({ reply: answer.reply, editable: false });

    const list = (await (
      await send('GET', `/shops/tienda-opiniones/products/${productId}/reviews?limit=50`, undefined)
    ).json()) as ItemReviewsPage;
    expect(list.results.find((r) => r.id === review.id)).toMatchObject({ reply: answer.reply });

    const locked = await rate(orderId, { ...fiveStars, title: 'Otro' });
    expect(locked.status).toBe(409);
    expect(((await locked.json()) as { code: string }).code).toBe('review_locked');
  });

  it("lists the supplier's reviews for its staff, those waiting for an answer first", async () => {
    const answered = await anOrder('delivered');
    const waiting = await anOrder('delivered');
    const old = (await (
      await rate(answered, { ...fiveStars, title: 'Respondida' })
    ).json()) as Review;
    expect(
      (
        await send(
          'PUT',
          `/suppliers/${supplierId}/reviews/${old.id}/reply`,
          { reply: 'Gracias' },
          'owner',
        )
      ).status,
    ).toBe(200);
    expect((await rate(waiting, { ...fiveStars, title: 'Esperando' })).status).toBe(201);

    const res = await send(
      'GET',
      `/suppliers/${supplierId}/reviews?limit=50`,
      undefined,
      'dispatcher',
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as SupplierReviewsPage;
    const unanswered = page.results.filter((r) => r.reply === null);
    expect(page.unanswered).toBe(unanswered.length);
    // Every review waiting for an answer comes before any answered one.
    const firstAnswered = page.results.findIndex((r) => r.reply !== null);
    expect(firstAnswered).toBe(unanswered.length);
    expect(page.results.find((r) => r.order_id === waiting)).toMatchObject({
      title: 'Esperando',
      item_name: 'Playera',
    });
    // Another supplier's owner, the customer and anonymous visitors read nothing.
    expect(
      (await send('GET', `/suppliers/${supplierId}/reviews`, undefined, 'otherOwner')).status,
    ).toBe(404);
    expect((await send('GET', `/suppliers/${supplierId}/reviews`, undefined, 'ana')).status).toBe(
      404,
    );
    expect((await send('GET', `/suppliers/${supplierId}/reviews`, undefined)).status).toBe(401);
    const theirs = (await (
      await send('GET', `/suppliers/${otherSupplierId}/reviews`, undefined, 'otherOwner')
    ).json()) as SupplierReviewsPage;
    expect(theirs).toEqual({ results: [], matches_estimated: 0, unanswered: 0 });
  });
});
