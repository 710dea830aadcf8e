import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/** Every table of the schema but `except`: a new table is watched without editing a test. */
export function watchedTables(except: readonly string[]): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .filter((name) => !except.includes(name))
    .sort();
}

async function firstRow(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, string>> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, string>[] };
  return result.rows[0] ?? {};
}

/**
 * A signature of each table, in one query: its row count and the newest row version (`xmin`, the
 * transaction that wrote the row). An insert, update or delete changes one of them.
 */
function tableDigests(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
  );
  return firstRow(db, sql`select ${sql.join(columns, sql`, `)}`);
}

/** The next transaction id: it moves only when a transaction wrote something. */
async function writeMark(db: Db): Promise<string> {
  return (
    (await firstRow(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)).mark ??
    ''
  );
}

/**
 * Which of `tables` changed since the last look. Cheap when nothing was written (one query);
 * the rows are digested only after a transaction wrote something.
 */
export async function watchTables(db: Db, tables: readonly string[]) {
  let mark = await writeMark(db);
  let digests = await tableDigests(db, tables);
  return async function changedSinceLastLook(): Promise<string[]> {
    const next = await writeMark(db);
    if (next === mark) return [];
    const after = await tableDigests(db, tables);
    const changed = Object.keys(after).filter((table) => digests[table] !== after[table]);
    [mark, digests] = [next, after];
    return changed;
  };
}
