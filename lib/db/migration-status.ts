import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

import type { Db } from './client';
import { MIGRATIONS_FOLDER } from './config';

export interface MigrationStatus {
  /** Migrations in the journal (lib/db/migrations/meta/_journal.json). */
  known: number;
  /** Of those, how many the database has not applied yet. */
  pending: number;
}

const journalTimes = new Map<string, number[]>();

/** The journal's migration times, read once per folder (it does not change while the server runs). */
function migrationTimes(folder: string): number[] {
  let times = journalTimes.get(folder);
  if (!times) {
    times = readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis);
    journalTimes.set(folder, times);
  }
  return times;
}

/**
 * How far the database is behind the code's migrations, judged as drizzle's migrator judges it
 * (`migrateDatabase`): a migration is applied when the last recorded one is not older than it.
 * A database never migrated (no `drizzle.__drizzle_migrations`) has every migration pending.
 */
export async function migrationStatus(
  db: Db,
  folder = MIGRATIONS_FOLDER,
): Promise<MigrationStatus> {
  const times = migrationTimes(folder);
  // Both drivers (PGlite and node-postgres) answer raw queries with `{ rows }`.
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as { rows: { present: boolean }[] };
  let last = -Infinity;
  if (table.rows[0]?.present) {
    const applied = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as { rows: { last: string | number | null }[] };
    const value = applied.rows[0]?.last;
    if (value !== null && value !== undefined) last = Number(value);
  }
  return { known: times.length, pending: times.filter((time) => time > last).length };
}
