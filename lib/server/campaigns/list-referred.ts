import 'server-only';

import { and, asc, count, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';

import {
  REFERRED_CHECK_AT_LEAST,
  type ReferredList,
  type ReferredQuery,
} from '@/lib/api/schemas/campaigns';
import { campaigns, orders, users } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { createdWithin, nameMatch } from './list-filters';

/** How many of `where`'s people there are, counted no further than `cap`. */
async function countUpTo(
  ctx: ServiceContext,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const matching = ctx.db.select({ one: users.id }).from(users).where(where).limit(cap);
  const [row] = await ctx.db.select({ n: count() }).from(matching.as('matches'));
  return row?.n ?? 0;
}

/**
 * The signed-in user's referred people (spec 03 §7 "GET /{me}:{me}/referred"; issue 19): those who
 * signed up through their link (`users.referred_by`) and those who bought carrying their referral
 * (`orders.referral`), newest sign-up first, 10 a page, each with the campaign of theirs that
 * brought them (the sign-up's, else the latest purchase's) and how many orders they placed so.
 * Names and photos only: a referrer never sees a referred person's contact details.
 */
export async function listReferred(
  ctx: ServiceContext,
  query: ReferredQuery,
): Promise<ReferredList> {
  const { userId: me } = requireUser(ctx.actor);
  // The outer row, spelt out: in a select list drizzle writes a lone table's columns without
  // their table, which inside a subquery over `orders` would name the order's own columns.
  const userId = sql.raw('"users"."id"');
  const referredBy = sql.raw('"users"."referred_by"');
  const referralCampaign = sql.raw('"users"."referral_campaign"');
  const mine = (campaign: SQL) =>
    sql`exists (select 1 from ${campaigns} where ${campaigns.id} = ${campaign} and ${campaigns.userId} = ${me})`;
  const theirOrders = (extra: SQL = sql`true`) =>
    sql`exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.referral} = ${me} and ${extra})`;
  const signedUpByCampaign = sql`(${referredBy} = ${me} and ${mine(referralCampaign)})`;
  const boughtByCampaign = theirOrders(mine(sql`${orders.campaign}`));
  const byFlag = (flag: boolean | undefined, condition: SQL) =>
    flag === undefined ? undefined : flag ? condition : not(condition);

  const filters = and(
    ...createdWithin(users.createdAt, query),
    query.text ? nameMatch(users.fullName, query.text) : undefined,
    query.campaign
      ? or(
          and(eq(users.referredBy, me), eq(users.referralCampaign, query.campaign)),
          theirOrders(sql`${orders.campaign} = ${query.campaign}`),
        )
      : undefined,
    byFlag(query.registered_by_campaign, signedUpByCampaign),
    byFlag(query.customer_by_campaign, boughtByCampaign),
  );
  const buyers = sql`(select ${orders.userId} from ${orders} where ${orders.referral} = ${me})`;
  // Who is theirs. A name search keeps the plain OR, which the trigram index on the folded name
  // answers. Otherwise an OR can use no index and every page read all users, so the people are
  // the first `upTo` of each side in the list's order — signed up through me
  // (users_referred_by_idx, whose `DESC NULLS LAST` the order must match) and bought with my
  // referral — merged: the list's first `upTo` are among them.
  const order = (direction: 'asc' | 'desc') =>
    direction === 'asc'
      ? sql`${users.createdAt} asc nulls first, ${users.id} asc`
      : sql`${users.createdAt} desc nulls last, ${users.id} desc`;
  const theirs = (upTo: number): SQL => {
    if (query.text) return or(eq(users.referredBy, me), inArray(users.id, buyers))!;
    const side = (who: SQL) =>
      sql`(select ${users.id} from ${users} where ${who} and ${filters ?? sql`true`} order by ${order(query.sort === 'created_at' ? 'asc' : 'desc')} limit ${upTo})`;
    return sql`${users.id} in (${side(sql`${users.referredBy} = ${me}`)} union ${side(sql`${users.id} in ${buyers}`)})`;
  };
  const where = and(theirs(query.offset + query.limit), filters);
  const campaignId = sql<string | null>`coalesce(
    case when ${signedUpByCampaign} then ${referralCampaign} end,
    (select ${orders.campaign} from ${orders}
      where ${orders.userId} = ${userId} and ${orders.referral} = ${me} and ${mine(sql`${orders.campaign}`)}
      order by ${orders.createdAt} desc limit 1)
  )`;
  const rows = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      createdAt: users.createdAt,
      registered: sql<boolean>`coalesce(${referredBy} = ${me}, false)`,
      campaignId,
      orders: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${userId} and ${orders.referral} = ${me})`,
    })
    .from(users)
    .where(where)
    .orderBy(
      ...(query.sort === 'created_at'
        ? [asc(users.createdAt), asc(users.id)]
        : [desc(users.createdAt), desc(users.id)]),
    )
    .limit(query.limit)
    .offset(query.offset);
  // A short page tells the total without counting (when it is not past the end); else the
  // matches are counted only up to `offset + REFERRED_CHECK_AT_LEAST`: counting 100 000 people
  // on every page cost more than the page (bench/referred.ts).
  const total =
    rows.length < query.limit && (rows.length > 0 || query.offset === 0)
      ? query.offset + rows.length
      : await countUpTo(
          ctx,
          and(theirs(query.offset + REFERRED_CHECK_AT_LEAST), filters),
          query.offset + REFERRED_CHECK_AT_LEAST,
        );
  const ids = [...new Set(rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: campaigns.id, name: campaigns.name })
            .from(campaigns)
            .where(inArray(campaigns.id, ids))
        ).map((c) => [c.id, c.name]),
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      image: row.image,
      created_at: new Date(row.createdAt).toISOString(),
      registered: Boolean(row.registered),
      campaign:
        row.campaignId && names.has(row.campaignId)
          ? { id: row.campaignId, name: names.get(row.campaignId)! }
          : null,
      orders: Number(row.orders),
    })),
    matches_estimated: total,
  };
}
