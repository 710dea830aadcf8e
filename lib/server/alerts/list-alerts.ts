import 'server-only';

import { and, count, eq, isNull } from 'drizzle-orm';

import type { AlertCount, AlertList, AlertListQuery } from '@/lib/api/schemas/alerts';
import { descNullsLast } from '@/lib/db/newest-first';
import { alerts, shops } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { alertView } from './alert-view';

/** The bell's badge: the signed-in user's alerts not opened yet (401 for anonymous visitors). */
export async function countPendingAlerts(ctx: ServiceContext): Promise<AlertCount> {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .select({ pending: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.visitedAt)));
  return { pending: row?.pending ?? 0 };
}

/**
 * The panel's page of the signed-in user's own alerts, newest first, with how many there are
 * (`matches_estimated`, exact). Nobody reads another person's alerts: the recipient is the actor.
 */
export async function listAlerts(
  ctx: ServiceContext,
  { offset, limit }: AlertListQuery,
  locale: Locale,
): Promise<AlertList> {
  const { userId } = requireUser(ctx.actor);
  const mine = eq(alerts.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ alert: alerts, shop: shops.slug })
      .from(alerts)
      .leftJoin(shops, eq(shops.id, alerts.shopId))
      .where(mine)
      // As alerts_user_created_idx is built, so a page is an index scan (lib/db/newest-first.ts).
      .orderBy(descNullsLast(alerts.createdAt), descNullsLast(alerts.id))
      .offset(offset)
      .limit(limit),
    ctx.db.select({ n: count() }).from(alerts).where(mine),
  ]);
  return {
    results: rows.map((row) => alertView(row.alert, row.shop, locale)),
    matches_estimated: total?.n ?? 0,
  };
}
