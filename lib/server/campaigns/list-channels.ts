import 'server-only';

import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { ChannelList, ChannelListQuery } from '@/lib/api/schemas/campaigns';
import { campaignChannels, campaignClicks } from '@/lib/db/schema';
import type { CampaignSort } from '@/lib/domain/campaigns/campaign-rules';

import type { ServiceContext } from '../context';
import { channelView } from './campaign-view';
import { createdWithin, nameMatch } from './list-filters';
import { requireOwnCampaign } from './own-campaign';

const SORTS: Record<CampaignSort, SQL[]> = {
  '-created_at': [desc(campaignChannels.createdAt), desc(campaignChannels.id)],
  created_at: [asc(campaignChannels.createdAt), asc(campaignChannels.id)],
  name: [asc(sql`lower(${campaignChannels.name})`), asc(campaignChannels.id)],
  '-name': [desc(sql`lower(${campaignChannels.name})`), desc(campaignChannels.id)],
};

/**
 * The channels of the user's own campaign, 10 a page, with their clicks (spec 03 §7: the campaign
 * list's query plus `name` and `source_code`).
 */
export async function listChannels(
  ctx: ServiceContext,
  campaignId: string,
  query: ChannelListQuery,
): Promise<ChannelList> {
  const campaign = await requireOwnCampaign(ctx, campaignId);
  const where = and(
    eq(campaignChannels.campaignId, campaignId),
    ...createdWithin(campaignChannels.createdAt, query),
    query.text ? nameMatch(campaignChannels.name, query.text) : undefined,
    query.name ? nameMatch(campaignChannels.name, query.name) : undefined,
    query.source_code
      ? eq(campaignChannels.sourceCode, query.source_code.toLowerCase())
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(campaignChannels)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(campaignChannels).where(where),
  ]);
  const clicks = new Map<string | null, number>();
  if (rows.length > 0) {
    const counted = await ctx.db
      .select({ id: campaignClicks.channelId, n: count() })
      .from(campaignClicks)
      .where(
        inArray(
          campaignClicks.channelId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(campaignClicks.channelId);
    for (const { id, n } of counted) clicks.set(id, n);
  }
  return {
    results: rows.map((row) => channelView(row, campaign.code, clicks.get(row.id) ?? 0)),
    matches_estimated: total?.n ?? 0,
  };
}
