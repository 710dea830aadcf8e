import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { logger } from '@/server/logger.mjs';

import { databaseUrl, defaultDataDir } from './config';
import { acquirePgliteLock } from './pglite-lock';
import { type PoolOptions, poolOptionsFromEnv } from './pool-options';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle services receive; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — uses PostgreSQL through `pg`. */
  url?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL only: overrides of the environment's pool settings (migrations lift the statement limit). */
  pool?: Partial<PoolOptions>;
}

/** pg's settings for a pool: size and timeouts, so a slow or unreachable database fails fast. */
function pgPoolConfig(connectionString: string, options: PoolOptions): pg.PoolConfig {
  return {
    connectionString,
    max: options.size,
    // Sent at connect: PostgreSQL cancels a statement running longer (a runaway query cannot hold a
    // connection and its locks for ever); 0 means no limit.
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs,
  };
}

/** Opens a database: PostgreSQL when a URL is given, else PGlite (on disk or in memory). */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool(
      pgPoolConfig(options.url, { ...poolOptionsFromEnv(), ...options.pool }),
    );
    // An idle connection the server drops (restart, failover, admin kill) is reported here; without a
    // listener Node treats the event as an uncaught exception and the whole process dies. The pool
    // discards that client and opens a new one on the next query.
    pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL connection lost'));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    release = acquirePgliteLock(dataDir);
  }
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

const globalForDb = globalThis as unknown as { tiendaDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database (one PGlite instance per data folder per process). Opened lazily on
 * first use at request time, never at build time.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.tiendaDb ??= openDatabase({ url: databaseUrl() }).catch((error: unknown) => {
    globalForDb.tiendaDb = undefined;
    throw error;
  });
  return globalForDb.tiendaDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Closes the process-wide database (graceful shutdown, scripts): PGlite flushes its files and gives
 * its folder's lock back. The server's shutdown (server/graceful-shutdown.mjs) does the same through
 * `globalThis.tiendaDb`, since it runs outside the app's module graph.
 */
export async function closeDatabase(): Promise<void> {
  const opening = globalForDb.tiendaDb;
  globalForDb.tiendaDb = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}
