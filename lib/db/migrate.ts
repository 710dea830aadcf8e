import { count, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import type { DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from './config';
import { migrationStatus } from './migration-status';
import type { Schema } from './client';
import { shops } from './schema';

/**
 * Applies every pending SQL migration in lib/db/migrations. On PGlite, which runs no autovacuum,
 * a database that had data before is then vacuumed: a migration that rewrites rows (0044 fills
 * new columns of every listing) would otherwise leave their dead copies for every later read to
 * step over (about 4 s once at 100 000 items; a new database skips it).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
) {
  if (handle.kind === 'pglite') {
    const { known, pending } = await migrationStatus(handle.db, migrationsFolder);
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    if (pending > 0 && pending < known) await handle.db.execute(sql`vacuum analyze`);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}

/** True when no shop exists yet (the start script seeds then). */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(shops);
  return (row?.n ?? 0) === 0;
}
