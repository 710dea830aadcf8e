import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';
import { catalogueListTags, catalogueTags } from '@/lib/server/storefront/catalogue-reads';
import { expireItemPages, shopsListing } from '@/lib/server/supplier-products/expire-item-pages';

import { call } from '../support/auth-api';
import { createCatalogue, createListedProducts, createSupplier } from '../support/factories';
import { expiredTags } from '../support/next-cache';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * The catalogue pages are cached whole (issue 23: `catalogos-vista/…`, tagged with their reads'
 * tags), so every write that changes what one shows must expire a tag its reads carry — the
 * shop's and the proxy shop's that mirrors it — or the edit would wait up to 300 s.
 */
describe.each(kinds)('catalogue writes expire the cached catalogue pages on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let catalogue: { id: string; slug: string };
  let other: { id: string; slug: string };
  let productIds: string[] = [];

  const write = (method: string, path: string, body?: unknown) =>
    call(api, method, `/api/shops/tienda-a/${path}`, body, { cookie: cookie.ownerA });

  /** The tags a write expires, after checking that it succeeded. */
  async function expiredBy(run: () => Response | Promise<Response>): Promise<string[]> {
    expiredTags.length = 0;
    const res = await run();
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return [...expiredTags];
  }

  /** The catalogue's page (by slug and by id) and the list of catalogues, in the shop and its mirror. */
  function expectPagesExpired(expired: string[]) {
    for (const slug of ['tienda-a', 'espejo-a']) {
      for (const key of [catalogue.slug, catalogue.id])
        expect(catalogueTags(slug, key).some((tag) => expired.includes(tag))).toBe(true);
      expect(catalogueListTags(slug).some((tag) => expired.includes(tag))).toBe(true);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    let shopA: { id: string };
    ({ shopA, cookie } = await createShopStaff(db, {
      shopA: { sections: ['products', 'catalogues'] },
    }));
    const supplier = await createSupplier(db);
    productIds = (
      await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shopA.id],
        items: [{ name: 'Taza' }, { name: 'Camisa' }, { name: 'Vela' }],
      })
    ).map((p) => p.id);
    catalogue = await createCatalogue(db, {
      shopId: shopA.id,
      name: 'Lo más vendido',
      slug: 'lo-mas-vendido',
      productIds: productIds.slice(0, 2),
    });
    other = await createCatalogue(db, {
      shopId: shopA.id,
      name: 'Regalos',
      slug: 'regalos',
      productIds: [],
      position: 1,
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('a catalogue renamed or moved in the order', async () => {
    expectPagesExpired(
      await expiredBy(() => write('PATCH', `catalogues/${catalogue.id}`, { name: 'Favoritos' })),
    );
    expectPagesExpired(
      await expiredBy(() => write('POST', `catalogues/${other.id}/move`, { position: 0 })),
    );
  });

  it('an item added to a catalogue, moved inside it, moved to another one, removed', async () => {
    const [taza, camisa, vela] = productIds as [string, string, string];
    expectPagesExpired(
      await expiredBy(() => write('PUT', `catalogues/${catalogue.id}/products/${vela}`, {})),
    );
    expectPagesExpired(
      await expiredBy(() =>
        write('POST', `catalogues/${catalogue.id}/products/${vela}/position`, {
          queue_position: 0,
        }),
      ),
    );
    expectPagesExpired(
      await expiredBy(() =>
        write('POST', `catalogues/${catalogue.id}/products/move`, {
          to: other.id,
          product_ids: [camisa],
        }),
      ),
    );
    expectPagesExpired(
      await expiredBy(() => write('DELETE', `catalogues/${catalogue.id}/products/${taza}`)),
    );
  });

  it('an edit to one of its items, or its retirement (it leaves every catalogue: the counts change)', async () => {
    const [, , vela] = productIds as [string, string, string];
    // What the supplier's save and retirement expire (lib/server/supplier-products, tested there).
    expiredTags.length = 0;
    expireItemPages(vela, await shopsListing(database.db, vela));
    expectPagesExpired([...expiredTags]);
  });
});
