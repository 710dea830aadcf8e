import 'server-only';

import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

import type { Campaign, CampaignList, CampaignListQuery } from '@/lib/api/schemas/campaigns';
import { campaigns } from '@/lib/db/schema';
import type { CampaignSort } from '@/lib/domain/campaigns/campaign-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { campaignCounts } from './campaign-counts';
import { campaignView } from './campaign-view';
import { createdWithin, nameMatch } from './list-filters';
import { requireOwnCampaign } from './own-campaign';

const SORTS: Record<CampaignSort, SQL[]> = {
  '-created_at': [desc(campaigns.createdAt), desc(campaigns.id)],
  created_at: [asc(campaigns.createdAt), asc(campaigns.id)],
  name: [asc(sql`lower(${campaigns.name})`), asc(campaigns.id)],
  '-name': [desc(sql`lower(${campaigns.name})`), desc(campaigns.id)],
};

/** The signed-in user's campaigns, 10 a page (spec 03 §7), with their clicks and orders. */
export async function listCampaigns(
  ctx: ServiceContext,
  query: CampaignListQuery,
): Promise<CampaignList> {
  const { userId } = requireUser(ctx.actor);
  const where = and(
    eq(campaigns.userId, userId),
    ...createdWithin(campaigns.createdAt, query),
    query.text ? nameMatch(campaigns.name, query.text) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(campaigns).where(where),
  ]);
  const counts = await campaignCounts(ctx, rows);
  return {
    results: rows.map((row) => campaignView(row, counts.get(row.id)!)),
    matches_estimated: total?.n ?? 0,
  };
}

export async function readCampaign(ctx: ServiceContext, id: string): Promise<Campaign> {
  const row = await requireOwnCampaign(ctx, id);
  const counts = await campaignCounts(ctx, [row]);
  return campaignView(row, counts.get(id)!);
}
