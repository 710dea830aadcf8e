import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api/client';
import { shopCollaborations, shopMembers, shops } from '@/lib/db/schema';
import type { CollaboratorAction } from '@/lib/domain/shop/collaborators-page';
import { collaboratorByForm } from '@/lib/server/collaborators/collaborators-by-form';
import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const SITE = 'http://localhost:3000';
const BASE = '/tienda/tienda-f/';
const PAGE = '/tienda/tienda-f/admin/colaboradores';

type Who = 'owner' | 'dispatcher';

/**
 * The collaborators page without JavaScript (issue 19): its add, refresh and remove forms post to
 * route handlers that ask the same API routes any client calls, then answer a 303 back to the list
 * they were posted from with what came of it (`aviso`), or to login.
 */
describe.each(kinds)('the collaborators page forms on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let shopId = '';
  const cookie = {} as Record<Who, string>;

  const apiClient = (headers: Record<string, string> = {}) =>
    createApiClient('http://in-process.local', {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(api.fetch(new Request(input, init))),
    });

  /** The browser's form POST; answers the 303's Location. */
  async function post(
    action: CollaboratorAction,
    fields: Record<string, string>,
    { as = 'owner' as Who | null, origin = SITE } = {},
  ) {
    const request = new Request(`${SITE}${PAGE}/${action}`, {
      method: 'POST',
      headers: { ...(as ? { cookie: cookie[as] } : {}), origin },
      body: new URLSearchParams(fields),
    });
    const res = await collaboratorByForm(
      request,
      action,
      { base: BASE, slug: 'tienda-f' },
      apiClient,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.headers.get('location');
  }

  /** The shop's collaboration with the store, by its slug (null: none). */
  const collaborationOf = async (slug: string) => {
    const [row] = await database.db
      .select({ id: shopCollaborations.id })
      .from(shopCollaborations)
      .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
      .where(and(eq(shopCollaborations.shopId, shopId), eq(shops.slug, slug)));
    return row?.id ?? null;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const owner = await createUser(db, { level: 2 });
    const dispatcher = await createUser(db, { level: 1 });
    const shop = await createShop(db, { slug: 'tienda-f', ownerId: owner.id });
    shopId = shop.id;
    await db.insert(shopMembers).values({ shopId, userId: dispatcher.id, role: 'dispatcher' });
    await createShop(db, { slug: 'cafe-norte', name: 'Café Norte' });
    cookie.owner = await createSessionCookie(db, owner.id);
    cookie.dispatcher = await createSessionCookie(db, dispatcher.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('adds a store by slug and goes back to the first page, naming it', async () => {
    const location = await post('add', { store: ' Cafe-Norte ', page: '3', buscar: 'x' });
    const id = await collaborationOf('cafe-norte');
    expect(id).not.toBeNull();
    expect(location).toBe(`${PAGE}?aviso=added&colaborador=${id}`);
    // Again: nothing changes; the list searched by its name to show it.
    expect(await post('add', { store: 'cafe-norte' })).toBe(
      `${PAGE}?buscar=Caf%C3%A9+Norte&aviso=already&colaborador=${id}`,
    );
  });

  it('keeps a refused store in its field with the reason, on the list it came from', async () => {
    expect(await post('add', { store: 'no-existe', page: '2', buscar: 'pan' })).toBe(
      `${PAGE}?buscar=pan&page=2&aviso=shop_not_found&tienda=no-existe`,
    );
    expect(await post('add', { store: 'tienda-f' })).toBe(
      `${PAGE}?aviso=invalid_collaborator&tienda=tienda-f`,
    );
    expect(await post('add', { store: 'mal nombre!' })).toBe(
      `${PAGE}?aviso=invalid_store&tienda=mal+nombre%21`,
    );
    expect(await post('add', { store: '   ' })).toBe(`${PAGE}?aviso=invalid_store`);
  });

  it('refreshes and removes a collaborator, then finds it gone', async () => {
    const id = (await collaborationOf('cafe-norte'))!;
    expect(await post('refresh', { id, page: '1' })).toBe(
      `${PAGE}?aviso=refreshed&colaborador=${id}`,
    );
    expect(await post('remove', { id, buscar: 'cafe' })).toBe(
      `${PAGE}?buscar=cafe&aviso=removed&colaborador=${id}`,
    );
    expect(await collaborationOf('cafe-norte')).toBeNull();
    expect(await post('remove', { id })).toBe(
      `${PAGE}?aviso=collaborator_not_found&colaborador=${id}`,
    );
    expect(await post('refresh', { id: '' })).toBe(`${PAGE}?aviso=collaborator_not_found`);
  });

  it('sends the signed out to login, refuses staff who may not, and ignores other sites', async () => {
    expect(await post('add', { store: 'cafe-norte', page: '2' }, { as: null })).toBe(
      `/tienda/tienda-f/login?next=${encodeURIComponent(`${PAGE}?page=2`)}`,
    );
    expect(await post('add', { store: 'cafe-norte' }, { as: 'dispatcher' })).toBe(
      `${PAGE}?aviso=forbidden&tienda=cafe-norte`,
    );
    expect(await post('add', { store: 'cafe-norte' }, { origin: 'https://otro.example' })).toBe(
      PAGE,
    );
    expect(await collaborationOf('cafe-norte')).toBeNull();
  });
});
