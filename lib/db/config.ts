import path from 'node:path';

/** Where the embedded database lives when no DATABASE_URL is set. */
export function defaultDataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/db/migrations');

export function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : undefined;
}
