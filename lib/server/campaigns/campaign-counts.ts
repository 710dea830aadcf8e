import 'server-only';

import { and, count, eq, inArray } from 'drizzle-orm';

import { campaignClicks, campaigns, orders } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import type { CampaignCounts } from './campaign-view';

/**
 * Clicks and orders per campaign. An order counts for a campaign when it carries the campaign
 * and its owner as referral: the cookies are the visitor's to set, so a campaign id alone could
 * be copied onto anyone's order; the pair is what the campaign's own link hands out.
 */
export async function campaignCounts(
  ctx: ServiceContext,
  rows: { id: string; userId: string }[],
): Promise<Map<string, CampaignCounts>> {
  const counts = new Map(rows.map((row) => [row.id, { clicks: 0, orders: 0 }]));
  if (rows.length === 0) return counts;
  const ids = rows.map((row) => row.id);
  const [clicks, placed] = await Promise.all([
    ctx.db
      .select({ id: campaignClicks.campaignId, n: count() })
      .from(campaignClicks)
      .where(inArray(campaignClicks.campaignId, ids))
      .groupBy(campaignClicks.campaignId),
    ctx.db
      .select({ id: orders.campaign, n: count() })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaign))
      .where(and(inArray(orders.campaign, ids), eq(orders.referral, campaigns.userId)))
      .groupBy(orders.campaign),
  ]);
  for (const { id, n } of clicks) counts.get(id)!.clicks = n;
  for (const { id, n } of placed) if (id) counts.get(id)!.orders = n;
  return counts;
}
