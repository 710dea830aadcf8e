import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column desc nulls last`: the order of an index built with drizzle's `.desc()` (`DESC NULLS
 * LAST`). A plain `desc()` means NULLS FIRST in PostgreSQL, which such an index cannot give, so the
 * planner reads and sorts every matching row instead (bench/alerts.ts: p95 55 ms at 10 000 alerts
 * a user, 16 ms with this). For not-null columns the order is the same.
 */
export const descNullsLast = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
