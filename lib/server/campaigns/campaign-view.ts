import 'server-only';

import type { Campaign, Channel } from '@/lib/api/schemas/campaigns';
import type { campaignChannels, campaigns } from '@/lib/db/schema';
import { shortLinkUrl } from '@/lib/domain/campaigns/campaign-rules';
import { publicOrigin } from '@/lib/domain/seo/public-origin';
import { publicSite } from '@/lib/env';

/** Where short links are served: the platform's public origin (`https://example.mx`). */
export function shortLinkOrigin(): string {
  const site = publicSite();
  return publicOrigin(site.rootDomain, site) ?? `http://${site.rootDomain}`;
}

export interface CampaignCounts {
  clicks: number;
  orders: number;
}

export function campaignView(
  row: typeof campaigns.$inferSelect,
  counts: CampaignCounts,
  origin = shortLinkOrigin(),
): Campaign {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    state: row.state,
    encoded_mkt_url: shortLinkUrl(origin, row.code),
    clicks: counts.clicks,
    orders: counts.orders,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function channelView(
  row: typeof campaignChannels.$inferSelect,
  code: string,
  clicks: number,
  origin = shortLinkOrigin(),
): Channel {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    name: row.name,
    state: row.state,
    source_code: row.sourceCode,
    currency: row.currency,
    budget: row.budget,
    impressions: row.impressions,
    clicks,
    encoded_mkt_url: shortLinkUrl(origin, code, row.sourceCode),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
