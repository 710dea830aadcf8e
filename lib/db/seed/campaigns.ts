import type { campaignChannels, campaignClicks, campaigns } from '@/lib/db/schema';

import { SEED_UPDATED_AT } from './dates';
import type { CheckoutRow, OrderRow } from './orders';

type CampaignRow = typeof campaigns.$inferInsert;
type ChannelRow = typeof campaignChannels.$inferInsert;
type ClickRow = typeof campaignClicks.$inferInsert;

/** The demo shop's owner runs the seed's campaigns (`dueno.demo@tienda.test`). */
export const CAMPAIGN_OWNER_ID = 'usr_owner_demo';

const HOUR_MS = 3_600_000;

interface CampaignPlan {
  id: string;
  name: string;
  url: string;
  state: 'active' | 'paused';
  /** A short code of the link (8 of Crockford's base 32: no i, l, o, u). */
  code: string;
  channels: Array<{
    id: string;
    name: string;
    source: string;
    budget: number;
    impressions: number;
    clicks: number;
  }>;
  /** Clicks through the campaign's own link. */
  directClicks: number;
  /** Days before SEED_UPDATED_AT it was created. */
  ageDays: number;
}

const PLANS: readonly CampaignPlan[] = [
  {
    id: 'cmp_seed_buen_fin',
    name: 'Buen Fin 2025',
    url: '/tienda/demo/',
    state: 'active',
    code: 'dem0bf25',
    channels: [
      {
        id: 'chn_seed_facebook',
        name: 'Anuncio en Facebook',
        source: 'facebook',
        budget: 50_000,
        impressions: 12_400,
        clicks: 24,
      },
      {
        id: 'chn_seed_whatsapp',
        name: 'Grupo de WhatsApp',
        source: 'whatsapp',
        budget: 0,
        impressions: 0,
        clicks: 11,
      },
    ],
    directClicks: 7,
    ageDays: 12,
  },
  {
    id: 'cmp_seed_clases',
    name: 'Regreso a clases',
    url: '/tienda/demo/productos',
    state: 'active',
    code: 'dem0rc25',
    channels: [],
    directClicks: 9,
    ageDays: 60,
  },
  {
    id: 'cmp_seed_navidad',
    name: 'Navidad',
    url: '/tienda/demo/',
    state: 'paused',
    code: 'dem0nv25',
    channels: [],
    directClicks: 0,
    ageDays: 3,
  },
];

export interface CampaignSeed {
  campaignRows: CampaignRow[];
  channelRows: ChannelRow[];
  clickRows: ClickRow[];
}

/**
 * The demo reseller's campaigns, channels and their clicks (issue 19: "a reseller with campaigns,
 * channels, clicks…"), at fixed instants so two runs give identical rows.
 */
export function buildCampaigns(): CampaignSeed {
  const seed: CampaignSeed = { campaignRows: [], channelRows: [], clickRows: [] };
  for (const plan of PLANS) {
    const createdAt = new Date(SEED_UPDATED_AT.getTime() - plan.ageDays * 24 * HOUR_MS);
    seed.campaignRows.push({
      id: plan.id,
      userId: CAMPAIGN_OWNER_ID,
      name: plan.name,
      url: plan.url,
      state: plan.state,
      code: plan.code,
      createdAt,
      updatedAt: createdAt,
    });
    const clicksOf = (channelId: string | null, count: number, prefix: string) => {
      for (let i = 0; i < count; i++) {
        seed.clickRows.push({
          id: `clk_seed_${prefix}_${String(i).padStart(3, '0')}`,
          campaignId: plan.id,
          channelId,
          createdAt: new Date(createdAt.getTime() + (i + 1) * 5 * HOUR_MS),
        });
      }
    };
    for (const channel of plan.channels) {
      seed.channelRows.push({
        id: channel.id,
        campaignId: plan.id,
        name: channel.name,
        sourceCode: channel.source,
        currency: 'MXN',
        budget: channel.budget,
        impressions: channel.impressions,
        createdAt,
        updatedAt: createdAt,
      });
      clicksOf(channel.id, channel.clicks, channel.source);
    }
    clicksOf(null, plan.directClicks, plan.code);
  }
  return seed;
}

/** How many of the demo shop's seeded purchases came through the first campaign. */
const ATTRIBUTED_ORDERS = 3;

/**
 * Gives the first few purchases in the demo owner's shop the tracking of the first campaign's
 * clicks, as checkout would have copied it from the cookies (so the campaign counts orders), on
 * the orders and their checkouts alike. Returns the campaign that brought the demo shopper.
 */
export function attributeOrders(
  orderRows: OrderRow[],
  checkoutRows: CheckoutRow[],
  { clickRows }: CampaignSeed,
): string {
  const campaignId = PLANS[0]!.id;
  const clicks = clickRows.filter((click) => click.campaignId === campaignId);
  const attributed = orderRows
    .filter((order) => order.resellerId === CAMPAIGN_OWNER_ID)
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(0, ATTRIBUTED_ORDERS);
  const checkouts = new Map(checkoutRows.map((row) => [row.id, row]));
  attributed.forEach((order, i) => {
    const tracking = { referral: CAMPAIGN_OWNER_ID, campaign: campaignId, clickId: clicks[i]!.id };
    Object.assign(order, tracking);
    const checkout = order.checkoutId ? checkouts.get(order.checkoutId) : undefined;
    if (checkout) Object.assign(checkout, tracking);
  });
  return campaignId;
}
