import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminMenu } from '@/lib/api/schemas/admin-menu';
import { shopMembers } from '@/lib/db/schema';
import type { ShopRole } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | ShopRole | 'customer' | 'ownerB';

/** Every path of a menu, groups' entries included, in order. */
function paths(menu: AdminMenu): string[] {
  return menu.items.flatMap((item) =>
    item.submenu.length > 0 ? item.submenu.map((e) => e.path!) : [item.path!],
  );
}

/**
 * The store admin side menu bar's API (spec 03 §2, §7 `menu/{name}`): each staff role of the shop
 * gets the entries its role opens, worded in es, en and es-AR where it differs; the owner counts as
 * admin; customers, other shops' owners and anonymous visitors are refused; an unknown menu is 404.
 */
describe.each(kinds)('store admin side menu on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;

  const menu = (who: Who | undefined, path = '/api/shops/tienda-a/menu/apps') =>
    call(api, 'GET', path, undefined, { cookie: who && cookie[who] });
  const read = async (who: Who) => {
    const res = await menu(who);
    expect(res.status, who).toBe(200);
    return (await res.json()) as AdminMenu;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = {} as Record<Who, { id: string }>;
    const everyone = [
      'owner',
      'admin',
      'accountant',
      'dispatcher',
      'qrreader',
      'customer',
      'ownerB',
    ] as const;
    for (const who of everyone) people[who] = await createUser(db);
    const shopA = await createShop(db, {
      slug: 'tienda-a',
      ownerId: people.owner.id,
      sections: ['products', 'services', 'catalogues', 'blogs'],
    });
    await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await createShop(db, {
      slug: 'tienda-proxy',
      ownerId: people.owner.id,
      isProxy: true,
      sections: ['products'],
    });
    await db.insert(shopMembers).values(
      (['admin', 'accountant', 'dispatcher', 'qrreader'] as const).map((role) => ({
        shopId: shopA.id,
        userId: people[role].id,
        role,
      })),
    );
    for (const who of everyone) cookie[who] = await createSessionCookie(db, people[who].id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("gives the owner and the admins every back-office page and the shop's sections with their plus", async () => {
    for (const who of ['owner', 'admin'] as const) {
      const body = await read(who);
      expect(body.name).toBe('apps');
      expect(body.width).toBe(280);
      expect(body.roles).toEqual(['admin']);
      expect(body.items.map((item) => item.app_module)).toEqual([
        'sales',
        'inventory',
        'store',
        'tickets',
        'contacts',
        'collaborators',
        'settings',
      ]);
      expect(paths(body)).toEqual([
        'admin/ordenes',
        'admin/solicitudes',
        'admin/facturas',
        'admin/reportes/ordenes',
        'admin/inventario/reportes',
        'admin/inventario/cargas',
        // Only the sections the shop has on: no experiences, digital nor franchises here.
        'productos',
        'servicios',
        'catalogos',
        'blogs/crear',
        'admin/boletos',
        'admin/contactos',
        'admin/colaboradores',
        'admin/configuracion?showCustomShopToggle=true',
      ]);
      const store = body.items.find((item) => item.app_module === 'store')!;
      expect(store.path).toBeNull();
      expect(store.submenu.map((entry) => entry.add_type)).toEqual([
        'product',
        'service',
        null,
        null,
      ]);
    }
  });

  it('words each entry in Spanish and English, and in Argentine Spanish where it differs', async () => {
    const body = await read('owner');
    const sales = body.items[0]!;
    expect(sales.label).toEqual({ es: 'Ventas', en: 'Sales' });
    expect(sales.icon).toBe('sales');
    expect(sales.submenu[0]).toEqual({
      app_module: 'orders',
      label: { es: 'Órdenes', en: 'Orders', 'es-AR': 'Pedidos' },
      icon: 'orders',
      path: 'admin/ordenes',
      add_type: null,
      submenu: [],
    });
    // The same words whatever language the request is in.
    const english = await call(api, 'GET', '/api/shops/tienda-a/menu/apps', undefined, {
      cookie: cookie.owner,
      locale: 'en',
    });
    expect(((await english.json()) as AdminMenu).items[0]!.label).toEqual(sales.label);
  });

  it('gives each other staff role only the pages its role opens', async () => {
    expect(paths(await read('accountant'))).toEqual([
      'admin/ordenes',
      'admin/solicitudes',
      'admin/facturas',
      'admin/reportes/ordenes',
    ]);
    expect(paths(await read('dispatcher'))).toEqual(['admin/ordenes', 'admin/solicitudes']);
    const scanner = await read('qrreader');
    expect(scanner.roles).toEqual(['qrreader']);
    expect(scanner.items).toEqual([
      expect.objectContaining({ app_module: 'tickets', path: 'admin/boletos', submenu: [] }),
    ]);
  });

  it("refuses customers and other shops' owners with 403, anonymous visitors with 401", async () => {
    for (const who of ['customer', 'ownerB'] as const) {
      const res = await menu(who);
      expect(res.status, who).toBe(403);
      expect(await res.json(), who).toEqual({
        code: 'forbidden',
        message: 'No tienes permiso para hacer esto.',
      });
    }
    const anonymous = await menu(undefined);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('unauthorized');
    // Their own shop's menu is theirs.
    const own = await menu('ownerB', '/api/shops/tienda-b/menu/apps');
    expect(own.status).toBe(200);
  });

  it('answers 404 for an unknown shop or menu and 422 for a name that cannot be one', async () => {
    const unknownShop = await menu('owner', '/api/shops/no-existe/menu/apps');
    expect(unknownShop.status).toBe(404);
    expect((await unknownShop.json()).code).toBe('shop_not_found');
    const unknownMenu = await menu('owner', '/api/shops/tienda-a/menu/otro');
    expect(unknownMenu.status).toBe(404);
    expect((await unknownMenu.json()).code).toBe('not_found');
    const bad = await menu('owner', '/api/shops/tienda-a/menu/NO%20VALE');
    expect(bad.status).toBe(422);
    expect((await bad.json()).code).toBe('validation_error');
  });

  it("keeps a proxy shop's menu read-only: its sections without a plus", async () => {
    const res = await menu('owner', '/api/shops/tienda-proxy/menu/apps');
    const store = ((await res.json()) as AdminMenu).items.find((i) => i.app_module === 'store')!;
    expect(store.submenu).toEqual([
      expect.objectContaining({ app_module: 'products', path: 'productos', add_type: null }),
    ]);
  });

  it('stores the collapsed choice in a cookie and goes back to the page, never to another host', async () => {
    const res = await call(
      api,
      'GET',
      '/api/preferences/admin-menu?value=collapsed&next=%2Ftienda%2Ftienda-a%2Fadmin%2Fordenes',
      undefined,
      { headers: { host: 'tienda.test' } },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tienda/tienda-a/admin/ordenes');
    expect(res.headers.get('set-cookie')).toBe(
      'admin_menu=collapsed; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const away = await call(
      api,
      'GET',
      '/api/preferences/admin-menu?value=expanded&next=https%3A%2F%2Fevil.example%2F',
      undefined,
      { headers: { host: 'tienda.test' } },
    );
    expect(away.headers.get('location')).toBe('/');
    const bad = await call(api, 'GET', '/api/preferences/admin-menu?value=tiny', undefined);
    expect(bad.status).toBe(422);
  });
});
