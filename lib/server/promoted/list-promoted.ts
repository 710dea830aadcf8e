import 'server-only';

import { and, count, desc, eq, ne, sql } from 'drizzle-orm';

import type { PromotedList, PromotedQuery } from '@/lib/api/schemas/promoted';
import { userFollows, users } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { descendantIds, isInTreeOf } from './referral-tree';

/**
 * `GET /me/promoted` (spec 03 §2 PromotedList, OnlyChilds; §3 "Promoted user"; §7 the tree with
 * offset, limit, parent, children): the people below `parent` — the caller unless given — in the
 * caller's referral tree, newest sign-up first, 10 a page, each with whether the caller follows
 * them and how many they referred. A `parent` outside the caller's tree (someone else's tree, or
 * nobody) is 403 `forbidden`, alike, so the answer says nothing of other people's networks.
 * Names and photos only: no contact details.
 */
export async function listPromoted(
  { db, actor }: ServiceContext,
  query: PromotedQuery,
): Promise<PromotedList> {
  const { userId: me } = requireUser(actor);
  const parentId = query.parent ?? me;
  if (!(await isInTreeOf(db, me, parentId))) throw new ApiError('forbidden');
  const [parent] = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.id, parentId))
    .limit(1);
  if (!parent) throw new ApiError('forbidden');

  const where = query.children
    ? eq(users.referredBy, parentId)
    : and(sql`${users.id} in ${descendantIds(parentId)}`, ne(users.id, parentId));
  // The outer row spelt out: drizzle writes a lone table's columns without their table.
  const rowId = sql.raw('"users"."id"');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.fullName,
        image: users.image,
        updatedAt: users.updatedAt,
        following: sql<boolean>`exists (select 1 from ${userFollows} where ${and(
          eq(userFollows.followerId, me),
          sql`${userFollows.followedId} = ${rowId}`,
        )})`,
        promoted: sql<number>`(select count(*)::int from "users" as "c" where "c"."referred_by" = ${rowId})`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      image: row.image,
      updated_at: new Date(row.updatedAt).toISOString(),
      state_follow: row.following ? 'following' : 'not_following',
      promoted: Number(row.promoted),
    })),
    matches_estimated: total?.n ?? 0,
    parent,
  };
}
