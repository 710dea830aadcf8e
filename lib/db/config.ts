import path from 'node:path';

import { embeddedDataDir } from '@/server/pglite-lock.mjs';

/** Where the embedded database lives when no DATABASE_URL is set (the server locks it at start). */
export function defaultDataDir(): string {
  return embeddedDataDir();
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/db/migrations');

export function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : undefined;
}
