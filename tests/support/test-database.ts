import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';

import { type DatabaseHandle, type Db, openDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';

export type DatabaseKind = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar), made once per run by tests/support/database-templates.ts. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database to copy, made once per run (absent without a server). */
    postgresTemplate?: string;
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export function adminUrl(): string {
  return process.env.DATABASE_URL ?? LOCAL_POSTGRES;
}

/** A connection to the admin database whose late errors are logged instead of crashing the test worker. */
export function adminClient(options: { connectionTimeoutMillis?: number } = {}): pg.Client {
  const client = new pg.Client({ connectionString: adminUrl(), ...options });
  client.on('error', (error) =>
    console.error('[test-database] admin connection error:', error.message),
  );
  return client;
}

let postgresAvailable: Promise<boolean> | undefined;

/** PostgreSQL runs the suites too when DATABASE_URL is set or a local server answers (TEST_POSTGRES=0: never). */
export function isPostgresAvailable(): Promise<boolean> {
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

/**
 * Why a suite also runs on PostgreSQL, where PGlite (one connection, no real parallelism) cannot
 * stand in for it: `concurrency` — row locks, unique-key races, idempotency under parallel requests;
 * `seed` — the demo data a PostgreSQL deployment starts from.
 */
export type PostgresReason = 'concurrency' | 'seed';

/**
 * The database kinds a suite runs on (top-level await): PGlite always; PostgreSQL as well when the
 * suite names a reason and a server answers. TEST_POSTGRES=all runs every suite on both.
 */
export async function databaseKinds(
  options: { postgres?: PostgresReason } = {},
): Promise<DatabaseKind[]> {
  const wanted = options.postgres !== undefined || process.env.TEST_POSTGRES === 'all';
  return wanted && (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>;
}

/** The run's template when the global setup made one (other projects and tools migrate from scratch). */
function template(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

const pgliteExtensions = { pg_trgm, unaccent };

/** A fresh in-memory PGlite: the run's migrated template loaded (much cheaper than initdb and the migrations), or migrated here. */
async function createPglite(): Promise<TestDatabase> {
  const tar = template('pgliteTemplate');
  if (!tar || !fs.existsSync(tar)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    return { ...handle, destroy: () => handle.close() };
  }
  const client = await PGlite.create(undefined, {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([fs.readFileSync(tar)]),
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  const close = () => client.close();
  return { db, kind: 'pglite', close, destroy: close };
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return createPglite();
  const name = `tienda_test_${randomBytes(6).toString('hex')}`;
  const copyOf = template('postgresTemplate');
  const admin = adminClient();
  await admin.connect();
  await admin.query(
    copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!copyOf) await migrateDatabase(handle);
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
