import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MySupplier, Order } from '@/lib/api/schemas/checkout';
import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import { supplierMembers } from '@/lib/db/schema';
import type { SupplierRole } from '@/lib/domain/vocabulary';
import { SUPPLIER_MEMBERS_MAX } from '@/lib/domain/orders/supplier-policy';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placeOrderPaidBy } from '../support/payment-orders';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

type Who =
  | 'ana'
  | 'owner'
  | 'admin'
  | 'accountant'
  | 'dispatcher'
  | 'stranger'
  | 'otherOwner'
  | 'otherDispatcher';

/**
 * A supplier's staff (spec 02 §1 roles, §6 "Supplier admin … may advance orders"): the owner
 * adds people with a role; each role works on the supplier's orders as lib/domain/orders/supplier-policy.ts
 * says, and anyone without a role on the supplier learns nothing about it.
 */
describe.each(kinds)('supplier staff on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const email = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  const supplier = {} as Record<'a' | 'b', { id: string; productId: string }>;

  const send = (method: string, path: string, who?: Who, body?: unknown, locale?: string) =>
    call(api, method, `/api${path}`, body, { cookie: who ? cookie[who] : undefined, locale });
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

  /** Ana buys a course from the supplier, paying in store: the order waits for payment. */
  const waitingOrder = (which: 'a' | 'b' = 'a') =>
    placeOrderPaidBy(
      (method, path, body, who, headers) =>
        call(api, method, `/api${path}`, body, { cookie: who, headers }),
      {
        shop: 'tienda-s',
        productId: supplier[which].productId,
        supplierId: supplier[which].id,
        buyer: cookie.ana,
      },
      'pay_in_store',
    );

  /** …and the owner confirms the payment. */
  async function paidOrder(which: 'a' | 'b' = 'a'): Promise<Order> {
    const order = await waitingOrder(which);
    const res = await send(
      'POST',
      `/orders/${order.id}/next`,
      which === 'a' ? 'owner' : 'otherOwner',
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Order;
  }

  const members = (supplierId: string) => `/suppliers/${supplierId}/members`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const names: Who[] = [
      'ana',
      'owner',
      'admin',
      'accountant',
      'dispatcher',
      'stranger',
      'otherOwner',
      'otherDispatcher',
    ];
    const people = await Promise.all(names.map(() => createUser(db)));
    names.forEach((who, i) => {
      userId[who] = people[i]!.id;
      email[who] = people[i]!.email!;
    });
    const shop = await createShop(db, { slug: 'tienda-s' });
    for (const [which, ownerId, name] of [
      ['a', userId.owner, 'Telas Norte'],
      ['b', userId.otherOwner, 'Telas Sur'],
    ] as const) {
      const row = await createSupplier(db, { ownerId, name });
      const [course] = await createListedProducts(db, {
        supplierId: row.id,
        shopIds: [shop.id],
        items: [
          { name: `Curso ${name}`, type: 'digital', listPrice: 9_900, stockType: 'ondemand' },
        ],
      });
      supplier[which] = { id: row.id, productId: course!.id };
    }
    const staff: Array<[Who, 'a' | 'b', SupplierRole]> = [
      ['admin', 'a', 'admin'],
      ['accountant', 'a', 'accountant'],
      ['dispatcher', 'a', 'dispatcher'],
      ['otherDispatcher', 'b', 'dispatcher'],
    ];
    await db.insert(supplierMembers).values(
      staff.map(([who, which, role]) => ({
        supplierId: supplier[which].id,
        userId: userId[who],
        role,
      })),
    );
    for (const who of names) cookie[who] = await createSessionCookie(db, userId[who]);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lets every role list and read the supplier's orders, and tells each their role", async () => {
    const order = await waitingOrder();
    for (const who of ['owner', 'admin', 'accountant', 'dispatcher'] as const) {
      const list = await send('GET', `/suppliers/${supplier.a.id}/orders`, who);
      expect(list.status, who).toBe(200);
      expect(
        ((await list.json()) as { results: Order[] }).results.map((o) => o.id),
        who,
      ).toContain(order.id);
      const read = await send('GET', `/suppliers/${supplier.a.id}/orders/${order.id}`, who);
      expect(read.status, who).toBe(200);
      const mine = (await (await send('GET', '/me/suppliers', who)).json()) as {
        results: MySupplier[];
      };
      expect(
        mine.results.map(({ id, name, role }) => ({ id, name, role })),
        who,
      ).toEqual([{ id: supplier.a.id, name: 'Telas Norte', role: who }]);
      const me = (await (await send('GET', '/auth/me', who)).json()) as { is_supplier: boolean };
      expect(me.is_supplier, who).toBe(true);
    }
    const customer = (await (await send('GET', '/me/suppliers', 'ana')).json()) as {
      results: MySupplier[];
    };
    expect(customer.results).toEqual([]);
    expect(
      ((await (await send('GET', '/auth/me', 'ana')).json()) as { is_supplier: boolean })
        .is_supplier,
    ).toBe(false);
  });

  it('lets a dispatcher move a paid order on, but not confirm payment, cancel or issue its receipt', async () => {
    const waiting = await waitingOrder();
    const confirm = await send('POST', `/orders/${waiting.id}/next`, 'dispatcher');
    expect(confirm.status).toBe(403);
    expect(await confirm.json()).toEqual({
      code: 'forbidden',
      message: 'No tienes permiso para hacer esto.',
    });

    const paid = await paidOrder();
    const moved = await send('POST', `/orders/${paid.id}/next`, 'dispatcher');
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Order).state).toBe('in_process');
    for (const step of ['to_deliver', 'delivered'] as const) {
      const res = await send('POST', `/orders/${paid.id}/next`, 'dispatcher');
      expect(((await res.json()) as Order).state).toBe(step);
    }
    const ended = await send('POST', `/orders/${paid.id}/next`, 'dispatcher');
    expect(await codeOf(ended)).toBe('order_not_advanceable');

    const other = await paidOrder();
    const cancel = await send('POST', `/orders/${other.id}/cancel`, 'dispatcher', {
      reason: 'other',
    });
    expect(cancel.status).toBe(403);
    expect(await codeOf(cancel)).toBe('forbidden');
    const issue = await send(
      'POST',
      `/suppliers/${supplier.a.id}/orders/${other.id}/receipts`,
      'dispatcher',
    );
    expect(issue.status).toBe(403);
    expect(await codeOf(issue)).toBe('forbidden');

    // Once the owner issued it, the dispatcher reads the receipt like any order of the supplier.
    expect(
      (await send('POST', `/suppliers/${supplier.a.id}/orders/${other.id}/receipts`, 'owner'))
        .status,
    ).toBe(201);
    expect((await send('GET', `/orders/${other.id}/receipt`, 'dispatcher')).status).toBe(200);
  });

  it('lets an accountant read orders and issue receipts, and change nothing about an order', async () => {
    const waiting = await waitingOrder();
    const paid = await paidOrder();
    for (const order of [waiting, paid]) {
      const next = await send('POST', `/orders/${order.id}/next`, 'accountant');
      expect(next.status, order.state).toBe(403);
      const cancel = await send('POST', `/orders/${order.id}/cancel`, 'accountant', {
        reason: 'other',
      });
      expect(cancel.status, order.state).toBe(403);
    }
    const issued = await send(
      'POST',
      `/suppliers/${supplier.a.id}/orders/${paid.id}/receipts`,
      'accountant',
    );
    expect(issued.status).toBe(201);
    expect((await send('GET', `/orders/${paid.id}/receipt`, 'accountant')).status).toBe(200);
    const state = (await (
      await send('GET', `/suppliers/${supplier.a.id}/orders/${paid.id}`, 'owner')
    ).json()) as Order;
    expect(state.state).toBe('paid');
  });

  it('lets an admin do everything with orders but not manage the team', async () => {
    const waiting = await waitingOrder();
    const confirmed = await send('POST', `/orders/${waiting.id}/next`, 'admin');
    expect(((await confirmed.json()) as Order).state).toBe('paid');
    const moved = await send('POST', `/orders/${waiting.id}/next`, 'admin');
    expect(((await moved.json()) as Order).state).toBe('in_process');
    expect(
      (await send('POST', `/suppliers/${supplier.a.id}/orders/${waiting.id}/receipts`, 'admin'))
        .status,
    ).toBe(201);
    const cancelled = await send('POST', `/orders/${waiting.id}/cancel`, 'admin', {
      reason: 'cannot_be_fulfilled',
    });
    expect(((await cancelled.json()) as Order).state).toBe('canceled_by_supplier');

    for (const res of [
      await send('GET', members(supplier.a.id), 'admin'),
      await send('POST', members(supplier.a.id), 'admin', { email: email.stranger, role: 'admin' }),
      await send('DELETE', `${members(supplier.a.id)}/${userId.dispatcher}`, 'admin'),
    ]) {
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('forbidden');
    }
    const team = (await (await send('GET', members(supplier.a.id), 'owner')).json()) as {
      results: SupplierMember[];
    };
    expect(team.results.map((m) => m.user_id)).toContain(userId.dispatcher);
    expect(team.results.map((m) => m.user_id)).not.toContain(userId.stranger);
  });

  it("answers 404 to strangers, the customer and another supplier's people, whatever they ask", async () => {
    const order = await paidOrder();
    for (const who of ['stranger', 'otherOwner', 'otherDispatcher', 'ana'] as const) {
      for (const [method, path, body] of [
        ['GET', `/suppliers/${supplier.a.id}/orders`],
        ['GET', `/suppliers/${supplier.a.id}/orders/${order.id}`],
        ['POST', `/suppliers/${supplier.a.id}/orders/${order.id}/receipts`],
        ['GET', members(supplier.a.id)],
        ['POST', members(supplier.a.id), { email: email.stranger, role: 'dispatcher' }],
        ['DELETE', `${members(supplier.a.id)}/${userId.dispatcher}`],
      ] as const) {
        const res = await send(method, path, who, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(404);
        expect(await codeOf(res), `${who} ${method} ${path}`).toBe('supplier_not_found');
      }
    }
    for (const who of ['stranger', 'otherOwner', 'otherDispatcher'] as const) {
      for (const [path, body] of [
        [`/orders/${order.id}/next`],
        [`/orders/${order.id}/cancel`, { reason: 'other' }],
      ] as const) {
        const res = await send('POST', path, who, body);
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(await codeOf(res), `${who} ${path}`).toBe('order_not_found');
      }
      expect(await codeOf(await send('GET', `/orders/${order.id}/receipt`, who)), who).toBe(
        'order_not_found',
      );
    }
    // Another supplier's dispatcher naming their own supplier does not reach this order either.
    const crossed = await send(
      'GET',
      `/suppliers/${supplier.b.id}/orders/${order.id}`,
      'otherDispatcher',
    );
    expect(await codeOf(crossed)).toBe('order_not_found');
    // An unknown supplier looks the same as one of someone else's.
    expect(await codeOf(await send('GET', '/suppliers/sup_nadie/orders', 'dispatcher'))).toBe(
      'supplier_not_found',
    );
    // The order's customer still cannot advance it (403, as before staff existed).
    expect(await codeOf(await send('POST', `/orders/${order.id}/next`, 'ana'))).toBe('forbidden');
  });

  it('ends a removed member’s access at once', async () => {
    const newcomer = await createUser(database.db, { email: 'nueva.despacho@tienda.test' });
    const newcomerCookie = await createSessionCookie(database.db, newcomer.id);
    const asNewcomer = (method: string, path: string, body?: unknown) =>
      call(api, method, `/api${path}`, body, { cookie: newcomerCookie });
    const order = await paidOrder();

    // The e-mail is read the way logins read it: spaces dropped and lower-cased.
    const added = await send('POST', members(supplier.a.id), 'owner', {
      email: ' nueva.despacho@TIENDA.test',
      role: 'dispatcher',
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      user_id: newcomer.id,
      full_name: 'Usuaria de Prueba',
      email: 'nueva.despacho@tienda.test',
      role: 'dispatcher',
    });
    expect((await asNewcomer('GET', `/suppliers/${supplier.a.id}/orders/${order.id}`)).status).toBe(
      200,
    );

    const removed = await send('DELETE', `${members(supplier.a.id)}/${newcomer.id}`, 'owner');
    expect(removed.status).toBe(204);
    const list = await asNewcomer('GET', `/suppliers/${supplier.a.id}/orders`);
    expect(list.status).toBe(404);
    expect(await codeOf(list)).toBe('supplier_not_found');
    expect(await codeOf(await asNewcomer('POST', `/orders/${order.id}/next`))).toBe(
      'order_not_found',
    );
    expect(
      ((await (await asNewcomer('GET', '/me/suppliers')).json()) as { results: unknown[] }).results,
    ).toEqual([]);
    expect(
      ((await (await asNewcomer('GET', '/auth/me')).json()) as { is_supplier: boolean })
        .is_supplier,
    ).toBe(false);
    const again = await send('DELETE', `${members(supplier.a.id)}/${newcomer.id}`, 'owner');
    expect(again.status).toBe(404);
    expect(await codeOf(again)).toBe('member_not_found');
  });

  it('adds, re-roles and lists members for the owner, refusing unknown e-mails, bad roles and the owner', async () => {
    const { db } = database;
    const person = await createUser(db, { fullName: 'Pedro Páramo' });
    const add = (body: unknown, locale?: string) =>
      send('POST', members(supplier.b.id), 'otherOwner', body, locale);

    const created = await add({ email: person.email, role: 'accountant' });
    expect(created.status).toBe(201);
    const changed = await add({ email: person.email, role: 'admin' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      user_id: person.id,
      full_name: 'Pedro Páramo',
      role: 'admin',
    });
    const team = (await (await send('GET', members(supplier.b.id), 'otherOwner')).json()) as {
      results: SupplierMember[];
    };
    expect(team.results.map(({ user_id, role }) => ({ user_id, role }))).toEqual([
      { user_id: userId.otherDispatcher, role: 'dispatcher' },
      { user_id: person.id, role: 'admin' },
    ]);
    expect(Date.parse(team.results[0]!.created_at)).not.toBeNaN();

    const unknown = await add({ email: 'nadie@tienda.test', role: 'dispatcher' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'user_not_found',
      message:
        'No hay ninguna cuenta con ese correo electrónico. Pide a la persona que se registre primero.',
    });
    const unknownEn = await add({ email: 'nadie@tienda.test', role: 'dispatcher' }, 'en');
    expect(await unknownEn.json()).toEqual({
      code: 'user_not_found',
      message: 'No account has that e-mail. Ask the person to sign up first.',
    });

    const badRole = await add({ email: person.email, role: 'owner' });
    expect(badRole.status).toBe(422);
    expect(await badRole.json()).toMatchObject({
      code: 'validation_error',
      fields: { role: ['invalid_role'] },
    });
    const badEmail = await add({ email: 'no-es-correo', role: 'qrreader' });
    expect(badEmail.status).toBe(422);
    expect((await badEmail.json()).fields).toEqual({
      email: ['invalid_email'],
      role: ['invalid_role'],
    });
    expect((await add({ email: person.email, role: 'admin', extra: 1 })).status).toBe(422);

    const owner = await add({ email: email.otherOwner, role: 'admin' });
    expect(owner.status).toBe(409);
    expect(await codeOf(owner)).toBe('member_is_owner');

    const crossSite = await call(
      api,
      'POST',
      `/api${members(supplier.b.id)}`,
      { email: person.email, role: 'admin' },
      {
        cookie: cookie.otherOwner,
        headers: { 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await codeOf(crossSite)).toBe('csrf_rejected');
    expect((await send('DELETE', `${members(supplier.b.id)}/${person.id}`)).status).toBe(401);
  });

  it(`keeps a supplier to ${SUPPLIER_MEMBERS_MAX} members, also when two are added at once`, async () => {
    const { db } = database;
    const owner = await createUser(db);
    const ownerCookie = await createSessionCookie(db, owner.id);
    const full = await createSupplier(db, { ownerId: owner.id, name: 'Proveedor Lleno' });
    const people = await Promise.all(
      Array.from({ length: SUPPLIER_MEMBERS_MAX + 1 }, () => createUser(db)),
    );
    const add = (who: (typeof people)[number], role: SupplierRole = 'dispatcher') =>
      call(
        api,
        'POST',
        `/api${members(full.id)}`,
        { email: who.email, role },
        { cookie: ownerCookie },
      );

    for (const person of people.slice(0, SUPPLIER_MEMBERS_MAX - 1))
      expect((await add(person)).status).toBe(201);
    // One place left, two asking for it at once: one gets it.
    const raced = await Promise.all(
      people.slice(SUPPLIER_MEMBERS_MAX - 1).map((person) => add(person)),
    );
    expect(raced.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = raced.find((res) => res.status === 409)!;
    expect(await refused.json()).toEqual({
      code: 'member_limit_reached',
      message: 'El equipo ya tiene 20 personas, el máximo.',
    });
    const team = (await (
      await call(api, 'GET', `/api${members(full.id)}`, undefined, { cookie: ownerCookie })
    ).json()) as {
      results: SupplierMember[];
    };
    expect(team.results).toHaveLength(SUPPLIER_MEMBERS_MAX);
    // A member's new role is no new member.
    expect((await add(people[0]!, 'admin')).status).toBe(200);
  });
});
