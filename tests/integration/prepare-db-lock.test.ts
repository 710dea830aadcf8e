// Instances that start together on one empty PostgreSQL database: each runs the start-up's
// migrate + seed (lib/db/prepare.ts, what `npm start` runs), and all of them must succeed with the
// database migrated and seeded once (without the advisory lock 2 of 3 failed on the extensions'
// and the seed's unique keys).
import { randomBytes } from 'node:crypto';

import { count } from 'drizzle-orm';

import { openDatabase } from '@/lib/db/client';
import { migrationStatus } from '@/lib/db/migration-status';
import { prepareDatabase } from '@/lib/db/prepare';
import { products, shops, users } from '@/lib/db/schema';

import { adminClient, adminUrl, isPostgresAvailable } from '../support/test-database';

const postgresUp = await isPostgresAvailable();
if (!postgresUp)
  console.warn(
    `[prepare-db-lock.test] skipped: no PostgreSQL at ${adminUrl()} (the start-up lock is PostgreSQL's; set DATABASE_URL or start a server)`,
  );

const INSTANCES = 3;
const PRODUCTS = 120;

async function adminQuery(text: string) {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!postgresUp)('start-up of several instances on one empty PostgreSQL', () => {
  const name = `tienda_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;

  beforeAll(async () => {
    // Empty, not a copy of the migrated template: the start-up has everything to do.
    await adminQuery(`create database ${name}`);
  });
  afterAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('lets every instance start: one migrates and seeds, the others find it done', async () => {
    const logs: string[][] = Array.from({ length: INSTANCES }, () => []);
    const results = await Promise.allSettled(
      logs.map((log) =>
        prepareDatabase({
          url: url.toString(),
          seed: { products: PRODUCTS, extraShops: 0 },
          log: (message) => log.push(message),
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(INSTANCES).fill('fulfilled'));
    const seeded = results.flatMap((result) =>
      result.status === 'fulfilled' && result.value.seeded ? [result.value.seeded] : [],
    );
    expect(seeded).toHaveLength(1);
    // The others waited for the lock and said so.
    expect(logs.flat().filter((line) => line.includes('waiting for it'))).toHaveLength(
      INSTANCES - 1,
    );

    const handle = await openDatabase({ url: url.toString() });
    try {
      expect((await migrationStatus(handle.db)).pending).toBe(0);
      const [shopCount] = await handle.db.select({ n: count() }).from(shops);
      const [productCount] = await handle.db.select({ n: count() }).from(products);
      const [userCount] = await handle.db.select({ n: count() }).from(users);
      expect({
        shops: shopCount?.n,
        products: productCount?.n,
        users: userCount?.n,
      }).toEqual({ shops: seeded[0]!.shops, products: PRODUCTS, users: seeded[0]!.users });
    } finally {
      await handle.close();
    }
  });

  it('a later start on the prepared database migrates nothing and seeds nothing', async () => {
    const result = await prepareDatabase({
      url: url.toString(),
      seed: { products: PRODUCTS, extraShops: 0 },
      log: () => {},
    });
    expect(result).toEqual({ kind: 'postgres', seeded: null });
  });
});
