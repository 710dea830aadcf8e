import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type {
  Campaign,
  CampaignList,
  ChannelList,
  ReferredList,
} from '@/lib/api/schemas/campaigns';
import {
  type CampaignFilters,
  referredApiQuery,
  type ReferredFilters,
} from '@/lib/domain/campaigns/campaign-filters';
import { CAMPAIGN_PAGE_SIZE } from '@/lib/domain/campaigns/campaign-rules';
import { pageOffset } from '@/lib/domain/request/paging';

const paging = (page: number) => ({
  offset: String(pageOffset(page, CAMPAIGN_PAGE_SIZE)),
  limit: String(CAMPAIGN_PAGE_SIZE),
});

/** One page (1-based, 10 a page) of the signed-in visitor's campaigns under the filters. */
export async function readMyCampaigns(
  page: number,
  filters: CampaignFilters,
): Promise<OrdersRead<CampaignList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<CampaignList>('campaigns', () =>
    api.api.me.campaigns.$get({ query: { ...filters, ...paging(page) } }),
  );
}

/** One of the visitor's campaigns with a page of its channels (404 → missing). */
export async function readMyCampaign(
  id: string,
  page: number,
): Promise<OrdersRead<{ campaign: Campaign; channels: ChannelList }>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  const [campaign, channels] = await Promise.all([
    settle<Campaign>('campaign', () => api.api.me.campaigns[':id'].$get({ param: { id } })),
    settle<ChannelList>('channels', () =>
      api.api.me.campaigns[':id'].channels.$get({ param: { id }, query: paging(page) }),
    ),
  ]);
  if (campaign.kind !== 'read') return campaign;
  if (channels.kind !== 'read') return channels;
  return {
    kind: 'read',
    value: { campaign: campaign.value, channels: channels.value },
    readAt: campaign.readAt,
  };
}

/** One page (1-based, 10 a page) of the people the visitor referred, under the filters. */
export async function readMyReferred(
  page: number,
  filters: ReferredFilters,
): Promise<OrdersRead<ReferredList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<ReferredList>('referred', () =>
    api.api.me.referred.$get({ query: { ...referredApiQuery(filters), ...paging(page) } }),
  );
}
