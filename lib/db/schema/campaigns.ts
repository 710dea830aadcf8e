import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CampaignState } from '../../domain/campaigns/campaign-rules';
import type { Currency } from '../../domain/vocabulary';
import { createdAt, money, updatedAt } from './columns';
import { users } from './users';

/**
 * A referral campaign (spec 03 §3 "Campaign", issue 19): a reseller's page to promote, reached
 * through its short link `/l/{code}` (`encoded_mkt_url`). Always its owner's own: the owner's user
 * id is the `referral` its visitors carry to checkout, the campaign id their `campaign`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cut to 100 characters on creation (spec 03 §6). */
    name: text('name').notNull(),
    /** The page the short link leads to: the platform's own, or a shop's own domain. */
    url: text('url').notNull(),
    state: text('state').$type<CampaignState>().notNull().default('active'),
    /** The short link's code (lib/domain/campaigns/campaign-rules.ts `shortCodeFrom`). */
    code: text('code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_code_key').on(t.code),
    index('campaigns_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Where a campaign is shown (spec 03 §3 "Channel"): an ad, a group, a poster. Its link is the
 * campaign's with its `source_code` after it, so its clicks are counted apart. `budget` is what
 * the owner spends there and `impressions` what the ad platform reported, both typed by the owner.
 */
export const campaignChannels = pgTable(
  'campaign_channels',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state').$type<CampaignState>().notNull().default('active'),
    sourceCode: text('source_code').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    budget: money('budget').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_channels_source_key').on(t.campaignId, t.sourceCode),
    check('campaign_channels_budget_positive', sql`${t.budget} >= 0`),
    check('campaign_channels_impressions_positive', sql`${t.impressions} >= 0`),
  ],
);

/**
 * One visit through a short link, crawlers left out. Its id is the `click_id` the visitor carries
 * to checkout and the order keeps (spec 01 §7, spec 02 §4): click → order.
 */
export const campaignClicks = pgTable(
  'campaign_clicks',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').references(() => campaignChannels.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_clicks_campaign_idx').on(t.campaignId, t.createdAt),
    index('campaign_clicks_channel_idx')
      .on(t.channelId)
      .where(sql`${t.channelId} is not null`),
  ],
);
