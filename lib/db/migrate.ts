import { count } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import type { DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from './config';
import type { Schema } from './client';
import { shops } from './schema';

/** Applies every pending SQL migration in lib/db/migrations. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}

/** True when no shop exists yet (the start script seeds then). */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(shops);
  return (row?.n ?? 0) === 0;
}
