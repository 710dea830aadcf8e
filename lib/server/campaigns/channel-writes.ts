import 'server-only';

import { randomUUID } from 'node:crypto';

import { count, eq } from 'drizzle-orm';

import type { Channel, CreateChannelInput, UpdateChannelInput } from '@/lib/api/schemas/campaigns';
import { campaignChannels, campaignClicks } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { sourceCodeFromName } from '@/lib/domain/campaigns/campaign-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { channelView } from './campaign-view';
import { requireOwnCampaign, requireOwnChannel } from './own-campaign';

/** A write that breaks the campaign's one-channel-per-`source_code` rule answers 409 `source_code_taken`. */
async function sourceCodeChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('source_code_taken');
    throw error;
  }
}

/** A channel of the user's own campaign (spec 03 §7 "POST /admin/campaigns/{id}/channels"). */
export async function createChannel(
  ctx: ServiceContext,
  campaignId: string,
  input: CreateChannelInput,
): Promise<Channel> {
  const campaign = await requireOwnCampaign(ctx, campaignId);
  const row = await sourceCodeChecked(async () => {
    const [inserted] = await ctx.db
      .insert(campaignChannels)
      .values({
        id: `chn_${randomUUID()}`,
        campaignId,
        name: input.name,
        state: input.state,
        sourceCode: input.source_code ?? sourceCodeFromName(input.name),
        currency: input.currency,
        budget: input.budget,
        impressions: input.impressions,
      })
      .returning();
    return inserted!;
  });
  return channelView(row, campaign.code, 0);
}

export async function updateChannel(
  ctx: ServiceContext,
  id: string,
  input: UpdateChannelInput,
): Promise<Channel> {
  const { channel, campaign } = await requireOwnChannel(ctx, id);
  const changes: Partial<typeof campaignChannels.$inferInsert> = {
    name: input.name,
    state: input.state,
    sourceCode: input.source_code,
    currency: input.currency,
    budget: input.budget,
    impressions: input.impressions,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const row =
    Object.keys(defined).length === 0
      ? channel
      : await sourceCodeChecked(async () => {
          const [updated] = await ctx.db
            .update(campaignChannels)
            .set(defined)
            .where(eq(campaignChannels.id, id))
            .returning();
          return updated!;
        });
  const [clicks] = await ctx.db
    .select({ n: count() })
    .from(campaignClicks)
    .where(eq(campaignClicks.channelId, id));
  return channelView(row, campaign.code, clicks?.n ?? 0);
}

/** Deleted; its past clicks stay with the campaign, without a channel. */
export async function deleteChannel(ctx: ServiceContext, id: string): Promise<void> {
  await requireOwnChannel(ctx, id);
  await ctx.db.delete(campaignChannels).where(eq(campaignChannels.id, id));
}
