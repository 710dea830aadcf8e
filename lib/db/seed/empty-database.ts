import { sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';

/** Empties every table of the public schema (whatever tables later migrations add), keeping the schema. */
export async function emptyDatabase(db: Db): Promise<void> {
  // Both drivers (PGlite and node-postgres) answer raw queries with `{ rows }`.
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as {
    rows: { tablename: string }[];
  };
  const names = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (names.length > 0)
    await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}
