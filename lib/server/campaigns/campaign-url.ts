import 'server-only';

import { eq } from 'drizzle-orm';

import { shops } from '@/lib/db/schema';
import { campaignTarget } from '@/lib/domain/campaigns/campaign-target';
import { publicSite } from '@/lib/env';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * A campaign's page as kept, or 422 `invalid_campaign_url`: the platform's own address (its host,
 * a shop sub-domain, a path) or the own domain of one of its shops, never another site — the short
 * link must not become an open redirect.
 */
export async function checkedCampaignUrl(ctx: ServiceContext, typed: string): Promise<string> {
  const target = campaignTarget(typed, publicSite());
  if (target.kind === 'platform') return target.url;
  if (target.kind === 'domain') {
    const [shop] = await ctx.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.canonicalDomain, target.host))
      .limit(1);
    if (shop) return target.url;
  }
  throw new ApiError('invalid_campaign_url');
}
