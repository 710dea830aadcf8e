import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Alert } from '@/lib/api/schemas/alerts';
import { alerts, shops } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { alertView } from './alert-view';

/**
 * The recipient opened the alert (spec 02 §4): it is no longer pending. The first visit's time
 * stays; another user's alert (or an unknown id) is 404 `alert_not_found`, so ids reveal nothing.
 */
export async function visitAlert(ctx: ServiceContext, id: string, locale: Locale): Promise<Alert> {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .update(alerts)
    .set({ visitedAt: sql`coalesce(${alerts.visitedAt}, now())` })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  if (!row) throw new ApiError('alert_not_found');
  const [shop] = row.shopId
    ? await ctx.db.select({ slug: shops.slug }).from(shops).where(eq(shops.id, row.shopId))
    : [];
  return alertView(row, shop?.slug ?? null, locale);
}
