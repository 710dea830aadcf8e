import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/db/client';

type Row<T extends PgTable> = T['$inferInsert'];

/** Multi-row INSERTs of `size` rows: one round trip per batch instead of one per row. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * For the big tables (products, listings): each batch travels as ONE jsonb parameter expanded by
 * `jsonb_populate_recordset`, instead of one bind parameter per cell. On PGlite this halves the
 * time of 100 000 products. Every row must carry the same keys (a missing key would insert NULL,
 * not the column default), which is checked.
 */
export async function insertJsonBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  size = 2000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertJsonBatches: ${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);

  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size).map((row, i) => {
      const values = row as Record<string, unknown>;
      if (Object.keys(values).length !== keys.length)
        throw new Error(
          `insertJsonBatches: row ${start + i} of ${getTableName(table)} has different keys`,
        );
      return Object.fromEntries(keys.map((key, k) => [names[k], values[key] ?? null]));
    });
    await db.execute(
      sql`insert into ${tableName} (${columnList}) select ${columnList} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::jsonb)`,
    );
  }
}
