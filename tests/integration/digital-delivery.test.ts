import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { outboxMessages } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const EBOOK_URL = 'https://descargas.example.mx/guia-de-ventas.pdf';

/** A digital item hands over its file or page once its order is paid, never before (issue 16). */
describe('digital items delivered after payment', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = { ana: '', owner: '' };
  let anaEmail = '';
  let supplierId: string;
  const ids = { ebook: '', mug: '' };

  const send = (method: string, path: string, who: keyof typeof cookie) =>
    call(api, method, `/api${path}`, undefined, { cookie: cookie[who] });
  const read = async (id: string) =>
    (await (await send('GET', `/orders/${id}`, 'ana')).json()) as Order;
  const buy = (productId: string) =>
    placePickupOrder(api, { cookie: cookie.ana, shop: 'tienda-d', supplierId, productId });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner] = await Promise.all([createUser(db), createUser(db)]);
    const shop = await createShop(db, { slug: 'tienda-d' });
    supplierId = (await createSupplier(db, { ownerId: owner!.id })).id;
    const [ebook, mug] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [
        {
          name: 'Guía de ventas',
          type: 'digital',
          digitalUrl: EBOOK_URL,
          listPrice: 19_900,
          available: 100,
        },
        // A physical item never carries one, even with an address left over.
        { name: 'Taza', digitalUrl: 'https://example.mx/no', listPrice: 15_000, available: 5 },
      ],
    });
    ids.ebook = ebook!.id;
    ids.mug = mug!.id;
    anaEmail = ana!.email!;
    cookie.ana = await createSessionCookie(db, ana!.id);
    cookie.owner = await createSessionCookie(db, owner!.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('shows the address only once the supplier confirms the payment', async () => {
    const order = await buy(ids.ebook);
    expect(order.lines[0]).not.toHaveProperty('digital_url');
    expect((await read(order.id)).lines[0]).not.toHaveProperty('digital_url');
    expect((await send('POST', `/orders/${order.id}/next`, 'owner')).status).toBe(200);
    expect((await read(order.id)).lines[0]?.digital_url).toBe(EBOOK_URL);
  });

  /** The e-mails to Ana about an order, by its number in the subject. */
  const mailsAbout = (order: Order) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, anaEmail),
          like(outboxMessages.subject, `%${order.number}%`),
        ),
      );

  it('mails the address with the "paid" news, and only for the digital items', async () => {
    const ebook = await buy(ids.ebook);
    expect((await send('POST', `/orders/${ebook.id}/next`, 'owner')).status).toBe(200);
    const [paid] = await mailsAbout(ebook);
    expect(paid?.subject).toMatch(/ahora está: Pagado$/);
    expect(paid?.body).toContain(`Guía de ventas: ${EBOOK_URL}`);

    const mug = await buy(ids.mug);
    expect((await send('POST', `/orders/${mug.id}/next`, 'owner')).status).toBe(200);
    const [mugPaid] = await mailsAbout(mug);
    expect(mugPaid?.subject).toMatch(/ahora está: Pagado$/);
    expect(mugPaid?.body).not.toContain('https://example.mx/no');
    expect(mugPaid?.body).not.toContain('digitales');
  });

  it('never shows it on a cancelled order, nor for a physical item', async () => {
    const cancelled = await buy(ids.ebook);
    const res = await call(
      api,
      'POST',
      `/api/orders/${cancelled.id}/cancel`,
      {
        reason: 'requested_by_client',
      },
      { cookie: cookie.ana },
    );
    expect(res.status).toBe(200);
    expect((await read(cancelled.id)).lines[0]).not.toHaveProperty('digital_url');

    const mug = await buy(ids.mug);
    expect((await send('POST', `/orders/${mug.id}/next`, 'owner')).status).toBe(200);
    expect((await read(mug.id)).lines[0]).not.toHaveProperty('digital_url');
  });
});
