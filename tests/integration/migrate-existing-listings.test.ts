import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle, openDatabase } from '@/lib/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/db/config';
import { migrateDatabase } from '@/lib/db/migrate';
import { createApiApp } from '@/lib/server/http/app';

import { createShop, createSupplier } from '../support/factories';

/** The migrations folder as it was before migration `tag` (journal and SQL files). */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries)
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  return folder;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A shop that existed before migration 0044 (listings carry their item's search vectors): the
 * upgrade fills every listing's copies, so its items are still found, and PGlite, which runs no
 * autovacuum, is vacuumed after migrating a database that had data.
 */
describe('upgrading an embedded database with listings to migration 0044', () => {
  let handle: DatabaseHandle;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = migrationsBefore('0044_listings_item_search');
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle, oldFolder);
    const { db } = handle;
    const supplier = await createSupplier(db, { name: 'Cerería de Puebla' });
    const shop = await createShop(db, { slug: 'antigua' });
    // The tables as they were: written with SQL (the application's schema is the new one).
    await db.execute(sql`insert into products (id, owner_id, type, slug, name, list_price, photos)
      values ('prd_vela', ${supplier.id}, 'product', 'vela', 'Vela de cera', 9900, '{}'),
             ('prd_cirio', ${supplier.id}, 'product', 'cirio', 'Cirio pascual', 19900, '{}')`);
    await db.execute(sql`insert into store_listings (shop_id, product_id, product_type, queue_position)
      values (${shop.id}, 'prd_vela', 'product', 0), (${shop.id}, 'prd_cirio', 'product', 1)`);
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(oldFolder, { recursive: true, force: true });
  });

  it("fills the existing listings' copies: the shop's items are still found", async () => {
    const api = createApiApp({ database: async () => handle });
    const res = await api.request('/api/shops/antigua/search?text=vela&type=product');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { name: string }[] };
    expect(body.results.map((item) => item.name)).toEqual(['Vela de cera']);
    const copies = rowsOf<{ visible: boolean; named: boolean }>(
      await handle.db.execute(
        sql`select item_visible as visible, item_name_search_vector is not null as named from store_listings`,
      ),
    );
    expect(copies).toEqual([
      { visible: true, named: true },
      { visible: true, named: true },
    ]);
  });

  it('vacuums the listings the migration rewrote', async () => {
    const [stats] = rowsOf<{ vacuumed: boolean; dead: number }>(
      await handle.db.execute(
        sql`select last_vacuum is not null as vacuumed, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'store_listings'`,
      ),
    );
    expect(stats).toEqual({ vacuumed: true, dead: 0 });
  });
});
