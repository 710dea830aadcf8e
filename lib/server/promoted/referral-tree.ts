import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';

/**
 * The referral tree (`users.referred_by`, issue 19): a person's promoted people are those who
 * signed up through their link, and theirs, all the way down.
 */

/** Deeper than any real chain of referrals; keeps a walk finite whatever the data holds. */
const MAX_DEPTH = 1000;

/**
 * The ids of everyone below `root` in the tree (not `root` itself), as a subquery for `in (…)`.
 * `union` (not `union all`) drops rows already reached, so even a cycle ends.
 */
export function descendantIds(root: string): SQL {
  return sql`(with recursive tree(id) as (
    select "users"."id" from "users" where "users"."referred_by" = ${root}
    union
    select "u"."id" from "users" as "u" join tree on "u"."referred_by" = tree.id
  ) select id from tree)`;
}

/**
 * Whether `person` is `root` or below `root` in the tree: a walk up from `person` through those
 * who referred them (as long as the chain is, not as wide as the tree).
 */
export async function isInTreeOf(db: Db, root: string, person: string): Promise<boolean> {
  if (person === root) return true;
  const result = await db.execute(sql`with recursive up(id, referred_by, depth) as (
    select "users"."id", "users"."referred_by", 0 from "users" where "users"."id" = ${person}
    union all
    select "u"."id", "u"."referred_by", up.depth + 1 from "users" as "u"
      join up on "u"."id" = up.referred_by where up.depth < ${MAX_DEPTH}
  ) select exists (select 1 from up where up.referred_by = ${root}) as found`);
  // PGlite and node-postgres both answer `{ rows }`.
  return Boolean((result as unknown as { rows: Array<{ found: boolean }> }).rows[0]?.found);
}
