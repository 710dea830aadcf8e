import 'server-only';

import { and, eq } from 'drizzle-orm';

import { campaignChannels, campaigns } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * The signed-in user's own campaign, or 404 `campaign_not_found` — also for another user's, so
 * a stranger learns nothing of it. Campaigns are their owner's alone (issue 19).
 */
export async function requireOwnCampaign(ctx: ServiceContext, id: string) {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)));
  if (!row) throw new ApiError('campaign_not_found');
  return row;
}

/** A channel of one of the signed-in user's campaigns, with its campaign; 404 `channel_not_found` otherwise. */
export async function requireOwnChannel(ctx: ServiceContext, id: string) {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .select({ channel: campaignChannels, campaign: campaigns })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .where(and(eq(campaignChannels.id, id), eq(campaigns.userId, userId)));
  if (!row) throw new ApiError('channel_not_found');
  return row;
}
