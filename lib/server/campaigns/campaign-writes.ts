import 'server-only';

import { randomUUID, webcrypto } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type {
  Campaign,
  CreateCampaignInput,
  UpdateCampaignInput,
} from '@/lib/api/schemas/campaigns';
import { campaigns } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { campaignName, shortCodeFrom } from '@/lib/domain/campaigns/campaign-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { campaignCounts } from './campaign-counts';
import { checkedCampaignUrl } from './campaign-url';
import { campaignView } from './campaign-view';
import { requireOwnCampaign } from './own-campaign';

const CODE_ATTEMPTS = 5;

const newCode = () => shortCodeFrom(webcrypto.getRandomValues(new Uint8Array(8)));

/**
 * A campaign of the signed-in user, with its short link (spec 03 §7 "Short link creation with
 * name, url and state 'active'. It returns encoded_mkt_url"). The name is cut to 100 characters;
 * a short code that clashes (one in 10¹² per existing link) is drawn again.
 */
export async function createCampaign(
  ctx: ServiceContext,
  input: CreateCampaignInput,
): Promise<Campaign> {
  const { userId } = requireUser(ctx.actor);
  const url = await checkedCampaignUrl(ctx, input.url);
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(campaigns)
        .values({
          id: `cmp_${randomUUID()}`,
          userId,
          name: campaignName(input.name),
          url,
          state: input.state,
          code: newCode(),
        })
        .returning();
      return campaignView(row!, { clicks: 0, orders: 0 });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** Its name, page or state (spec 03 §7 "PATCH sends name, url and state"); the link stays the same. */
export async function updateCampaign(
  ctx: ServiceContext,
  id: string,
  input: UpdateCampaignInput,
): Promise<Campaign> {
  const current = await requireOwnCampaign(ctx, id);
  const changes: Partial<typeof campaigns.$inferInsert> = {};
  if (input.name !== undefined) changes.name = campaignName(input.name);
  if (input.url !== undefined) changes.url = await checkedCampaignUrl(ctx, input.url);
  if (input.state !== undefined) changes.state = input.state;
  const [row] =
    Object.keys(changes).length === 0
      ? [current]
      : await ctx.db.update(campaigns).set(changes).where(eq(campaigns.id, id)).returning();
  const counts = await campaignCounts(ctx, [row!]);
  return campaignView(row!, counts.get(id)!);
}

/**
 * Deleted with its channels and clicks; its link then leads nowhere (404). Orders keep the
 * campaign they were placed under, as placed.
 */
export async function deleteCampaign(ctx: ServiceContext, id: string): Promise<void> {
  await requireOwnCampaign(ctx, id);
  await ctx.db.delete(campaigns).where(eq(campaigns.id, id));
}
