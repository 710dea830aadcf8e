import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { type DatabaseHandle, openDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

function adminUrl(): string {
  return process.env.DATABASE_URL ?? LOCAL_POSTGRES;
}

/** A connection to the admin database whose late errors are logged instead of crashing the test worker. */
function adminClient(options: { connectionTimeoutMillis?: number } = {}): pg.Client {
  const client = new pg.Client({ connectionString: adminUrl(), ...options });
  client.on('error', (error) => console.error('[test-database] admin connection error:', error.message));
  return client;
}

let postgresAvailable: Promise<boolean> | undefined;

/** PostgreSQL runs the suites too when DATABASE_URL is set or a local server answers. */
function isPostgresAvailable(): Promise<boolean> {
  postgresAvailable ??= (async () => {
    if (process.env.TEST_POSTGRES === '0') return false;
    const client = adminClient({ connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresAvailable;
}

/** The database kinds this machine can run the integration suites on (top-level await). */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  return (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `tienda_test_${randomBytes(6).toString('hex')}`;
  const admin = adminClient();
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      const dropper = adminClient();
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
