import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlertList } from '@/lib/api/schemas/alerts';
import type { ContactMessagesPage } from '@/lib/api/schemas/contact';
import { alerts, contactMessages, outboxMessages, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | 'admin' | 'dispatcher' | 'accountant' | 'ownerB';

const message = {
  name: 'Ana López',
  email: 'ana@example.mx',
  phone: '55 1234 5678',
  message: '¿Hacen envíos a Monterrey?',
  kind: 'contact',
};

/**
 * The contacts inbox (spec 02 §2 `/admin/contactos`): a visitor's message is stored with an alert
 * for each of the shop's admins in one transaction (spec 02 §3 `new_contact`), e-mailed to them
 * after it commits, and read newest first, 10 a page, by the shop's owner and admins only.
 */
describe.each(kinds)('shop contacts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const people = {} as Record<Who, { id: string }>;
  let shopAId: string;
  let ip = 0;

  const get = (path: string, who?: Who) =>
    call(api, 'GET', `/api${path}`, undefined, { cookie: who && cookie[who] });
  // Each message from its own visitor: the per-sender limit stays out of the way.
  const write = (slug: string, body: unknown) =>
    call(api, 'POST', `/api/shops/${slug}/contact`, body, { ip: `198.51.100.${++ip}` });
  const contactAlerts = (contactId: string) =>
    database.db
      .select()
      .from(alerts)
      .where(sql`${alerts.params}->>'contact_id' = ${contactId}`);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    for (const who of ['owner', 'admin', 'dispatcher', 'accountant', 'ownerB'] as const)
      people[who] = await createUser(db);
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: people.owner.id });
    shopAId = shopA.id;
    await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await db.insert(shopMembers).values(
      (['admin', 'dispatcher', 'accountant'] as const).map((role) => ({
        shopId: shopA.id,
        userId: people[role].id,
        role,
      })),
    );
    for (const who of Object.keys(people) as Who[])
      cookie[who] = await createSessionCookie(db, people[who].id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("alerts the shop's owner and admins with the message, and e-mails them a link to the inbox", async () => {
    const res = await write('tienda-a', message);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const written = await contactAlerts(id);
    expect(written.map((a) => a.userId).sort()).toEqual([people.owner.id, people.admin.id].sort());
    for (const alert of written) {
      expect(alert).toMatchObject({
        shopId: shopAId,
        audience: 'shop_admin',
        event: 'contact_received',
        params: {
          type: 'crm',
          subtype: 'new_contact',
          contact_id: id,
          contact_name: 'Ana López',
          kind: 'contact',
        },
      });
    }
    // On the owner's bell, in the reader's words.
    const list = (await (await get('/me/alerts', 'owner')).json()) as AlertList;
    expect(list.results[0]).toMatchObject({
      event: 'contact_received',
      shop: 'tienda-a',
      pending_visits: true,
      message_body: 'Nuevo mensaje de Ana López (Contacto)',
    });
    // Mailed after the commit, to the owner and the admin only.
    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.subject, 'Nuevo mensaje de Ana López%'));
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      [`${people.owner.id}@tienda.test`, `${people.admin.id}@tienda.test`].sort(),
    );
    expect(mails[0]!.body).toMatch(/\/admin\/contactos\b/);
  });

  it('stores no message when its alerts cannot be written, and no alert without its message', async () => {
    const before = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contactMessages);
    await database.db.execute(sql`
      create or replace function refuse_contact_alert() returns trigger language plpgsql as $$
      begin raise exception 'alerts are down'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_contact_alert before insert on alerts
      for each row when (new.event = 'contact_received') execute function refuse_contact_alert()`);
    try {
      const res = await write('tienda-a', { ...message, message: 'Se pierde con su alerta' });
      expect(res.status).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_contact_alert on alerts`);
    }
    const after = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contactMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
    const orphan = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Se pierde con su alerta'));
    expect(orphan).toEqual([]);
  });

  it('lists the messages newest first, 10 a page, with who wrote, how to reach them, which form and when', async () => {
    const base = Date.parse('2026-11-01T12:00:00Z');
    await database.db.insert(contactMessages).values(
      Array.from({ length: 11 }, (_, i) => ({
        id: `msg_inbox_${String(i).padStart(2, '0')}`,
        shopId: shopAId,
        kind: i % 2 ? ('technical_query' as const) : ('contact' as const),
        name: `Visitante ${i}`,
        email: `v${i}@example.mx`,
        message: `Mensaje ${i}`,
        senderKey: 'k',
        createdAt: new Date(base + i * 3_600_000),
      })),
    );
    const first = (await (
      await get('/shops/tienda-a/contact-messages?limit=10', 'owner')
    ).json()) as ContactMessagesPage;
    expect(first.matches_estimated).toBe(12);
    expect(first.results).toHaveLength(10);
    // The one sent through the API is the newest.
    expect(first.results[0]).toMatchObject({
      name: 'Ana López',
      email: 'ana@example.mx',
      phone: '55 1234 5678',
      kind: 'contact',
      message: '¿Hacen envíos a Monterrey?',
    });
    expect(first.results.slice(1, 3).map((m) => m.name)).toEqual(['Visitante 10', 'Visitante 9']);
    const second = (await (
      await get('/shops/tienda-a/contact-messages?offset=10&limit=10', 'admin')
    ).json()) as ContactMessagesPage;
    expect(second.results.map((m) => m.name)).toEqual(['Visitante 1', 'Visitante 0']);
  });

  it("keeps the inbox to the shop's owner and admins: staff of other roles and other shops' owners get 403", async () => {
    for (const who of ['dispatcher', 'accountant', 'ownerB'] as const) {
      const res = await get('/shops/tienda-a/contact-messages', who);
      expect(res.status, who).toBe(403);
      expect((await res.json()).code, who).toBe('forbidden');
    }
    expect((await get('/shops/tienda-a/contact-messages')).status).toBe(401);
    // B's owner sees B's inbox, where none of A's messages are; and no alert about A's.
    const own = (await (
      await get('/shops/tienda-b/contact-messages', 'ownerB')
    ).json()) as ContactMessagesPage;
    expect(own.matches_estimated).toBe(0);
    const bAlerts = await database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, people.ownerB.id)));
    expect(bAlerts).toEqual([]);
  });

  it('alerts only the owner of a shop without admin members', async () => {
    const res = await write('tienda-b', { ...message, kind: 'technical_query' });
    const { id } = (await res.json()) as { id: string };
    const written = await contactAlerts(id);
    expect(written.map((a) => a.userId)).toEqual([people.ownerB.id]);
    const list = (await (await get('/me/alerts', 'ownerB')).json()) as AlertList;
    expect(list.results[0]!.message_body).toBe('Nuevo mensaje de Ana López (Consulta técnica)');
  });
});
