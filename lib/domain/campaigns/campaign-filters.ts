import { isCalendarDay } from '../orders/order-filters';
import { queryValue } from '../request/paging';
import { cutCodePoints } from '../text/cut-code-points';
import { CAMPAIGN_NAME_MAX, CAMPAIGN_SORTS, type CampaignSort } from './campaign-rules';

/** The campaign list's page: `/apps/me/referral/campaigns` (spec 03 §2). */
export const CAMPAIGNS_PATH = 'apps/me/referral/campaigns';
export const campaignPath = (id: string) => `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}`;

/** The list's filters as its address carries them (the API's own names, spec 03 §7). */
export interface CampaignFilters {
  text?: string;
  start_date?: string;
  end_date?: string;
  sort?: CampaignSort;
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The filters of a list address, each kept only when the API would take it (a mistyped date or
 * sort is dropped rather than failing the page); a range that ends before it starts loses its end.
 */
export function campaignFiltersFromQuery(query: Query): CampaignFilters {
  const filters: CampaignFilters = {};
  const text = cutCodePoints(queryValue(query.text)?.trim() ?? '', CAMPAIGN_NAME_MAX);
  if (text) filters.text = text;
  const start = queryValue(query.start_date);
  if (start && isCalendarDay(start)) filters.start_date = start;
  const end = queryValue(query.end_date);
  if (end && isCalendarDay(end) && (!filters.start_date || filters.start_date <= end)) {
    filters.end_date = end;
  }
  const sort = queryValue(query.sort);
  if (sort && (CAMPAIGN_SORTS as readonly string[]).includes(sort) && sort !== '-created_at') {
    filters.sort = sort as CampaignSort;
  }
  return filters;
}

/** The referred people's page (spec 03 §7 "referred"). */
export const REFERRED_PATH = 'apps/me/referral/referred';

/** How the referred list's `llegada` choice maps to the API's flags. */
export const REFERRED_ARRIVALS = ['registro', 'compra'] as const;
export type ReferredArrival = (typeof REFERRED_ARRIVALS)[number];

export interface ReferredFilters {
  text?: string;
  start_date?: string;
  end_date?: string;
  campaign?: string;
  llegada?: ReferredArrival;
}

/** The referred list's filters from its address, each kept only when the API would take it. */
export function referredFiltersFromQuery(query: Query): ReferredFilters {
  const { text, start_date, end_date } = campaignFiltersFromQuery(query);
  const filters: ReferredFilters = {};
  if (text) filters.text = text;
  if (start_date) filters.start_date = start_date;
  if (end_date) filters.end_date = end_date;
  const campaign = queryValue(query.campaign);
  if (campaign && /^[A-Za-z0-9_-]{1,64}$/.test(campaign)) filters.campaign = campaign;
  const arrival = queryValue(query.llegada);
  if (arrival && (REFERRED_ARRIVALS as readonly string[]).includes(arrival)) {
    filters.llegada = arrival as ReferredArrival;
  }
  return filters;
}

/** The API query of the referred list's filters. */
export function referredApiQuery(filters: ReferredFilters): Record<string, string> {
  const { llegada, ...rest } = filters;
  const query: Record<string, string> = { ...rest };
  if (llegada === 'registro') query.registered_by_campaign = 'true';
  if (llegada === 'compra') query.customer_by_campaign = 'true';
  return query;
}
