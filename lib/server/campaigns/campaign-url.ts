import 'server-only';

import { eq } from 'drizzle-orm';

import { shops } from '@/lib/db/schema';
import { campaignTarget } from '@/lib/domain/campaigns/campaign-target';
import { shopAddressBase } from '@/lib/domain/seo/shop-urls';
import { publicSite } from '@/lib/env';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * A campaign's page as kept, or 422 `invalid_campaign_url`: the platform's own address (its host,
 * a shop sub-domain, a path). A shop's own domain is taken but kept as the same page on the
 * shop's platform address: nothing verifies that a typed `canonical_domain` is the shop's, so
 * leading there would let anyone who sets one turn a short link into an open redirect.
 */
export async function checkedCampaignUrl(ctx: ServiceContext, typed: string): Promise<string> {
  const site = publicSite();
  const target = campaignTarget(typed, site);
  if (target.kind === 'platform') return target.url;
  if (target.kind === 'domain') {
    const [shop] = await ctx.db
      .select({ slug: shops.slug })
      .from(shops)
      .where(eq(shops.canonicalDomain, target.host))
      .limit(1);
    if (shop) {
      const page = new URL(target.url);
      const kept = new URL(shopAddressBase(shop.slug, 'subdomain', site));
      kept.pathname = `${kept.pathname.replace(/\/$/, '')}${page.pathname}`;
      kept.search = page.search;
      return kept.toString();
    }
  }
  throw new ApiError('invalid_campaign_url');
}
