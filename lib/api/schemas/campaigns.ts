import { z } from 'zod';

import {
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATES,
  CAMPAIGN_URL_MAX,
  CHANNEL_NAME_MAX,
  SOURCE_CODE,
  SOURCE_CODE_MAX,
} from '@/lib/domain/campaigns/campaign-rules';
import { CURRENCIES } from '@/lib/domain/vocabulary';

import { pagingQuery, RecordIdSchema } from './common';
import { calendarDay, rangeInOrder, rangeMessage } from './day-range';

// Campaigns and channels (spec 03 §3, §7 "Campaigns and channels"; issue 19).

export const CampaignParamSchema = z.object({
  id: RecordIdSchema.meta({
    param: { name: 'id', in: 'path' },
    example: 'cmp_2f1c9a7e-4b1d-4f5e-9c3a-1d2e3f4a5b6c',
  }),
});
export const ChannelParamSchema = z.object({
  id: RecordIdSchema.meta({
    param: { name: 'id', in: 'path' },
    example: 'chn_9ab0c1d2-e3f4-4a5b-8c6d-7e8f9a0b1c2d',
  }),
});

const listShape = {
  ...pagingQuery(CAMPAIGN_PAGE_SIZE, 50),
  sort: z.enum(CAMPAIGN_SORTS).default('-created_at'),
  start_date: calendarDay('Created on or after this day'),
  end_date: calendarDay('Created on or before this day'),
  text: z.string().trim().max(100, 'too_long').optional().meta({
    description: 'Part of the name; accents and case are ignored',
  }),
};

/** Spec 03 §7: sort, offset, limit 10, start_date, end_date, text. */
export const CampaignListQuerySchema = z.object(listShape).refine(rangeInOrder, rangeMessage);
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

/** The channel query adds name and source_code (spec 03 §7). */
export const ChannelListQuerySchema = z
  .object({
    ...listShape,
    name: z.string().trim().max(CHANNEL_NAME_MAX, 'too_long').optional(),
    source_code: z.string().trim().max(SOURCE_CODE_MAX, 'too_long').optional(),
  })
  .refine(rangeInOrder, rangeMessage);
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;

const name = z.string().trim().min(1, 'required').max(2000, 'too_long');
const url = z.string().trim().min(1, 'required').max(CAMPAIGN_URL_MAX, 'too_long').meta({
  description:
    'The page the short link leads to: an address on the platform (its host, a shop sub-domain, or a path such as `/tienda/demo/`); a shop’s own domain is kept as the same page on the shop’s sub-domain',
  example: '/tienda/demo/',
});

/** `POST /me/campaigns` (spec 03 §7 "Short link creation with name, url and state 'active'"). */
export const CreateCampaignSchema = z
  .object({
    name: name.meta({ description: 'Cut to 100 characters', example: 'Buen Fin 2026' }),
    url,
    state: z.enum(CAMPAIGN_STATES).default('active'),
  })
  .strict()
  .meta({ id: 'CreateCampaign' });
export type CreateCampaignInput = z.infer<typeof CreateCampaignSchema>;

/** `PATCH /me/campaigns/{id}`: name, url and state (spec 03 §7), each optional. */
export const UpdateCampaignSchema = z
  .object({ name: name.optional(), url: url.optional(), state: z.enum(CAMPAIGN_STATES).optional() })
  .strict()
  .meta({ id: 'UpdateCampaign' });
export type UpdateCampaignInput = z.infer<typeof UpdateCampaignSchema>;

const count = z.number().int().min(0);

export const CampaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string().meta({ description: 'The page its link leads to' }),
    state: z.enum(CAMPAIGN_STATES),
    encoded_mkt_url: z.string().meta({
      description:
        'The short link to share: it counts the click and leads to `url` carrying the referral, the campaign and the click',
      example: 'https://example.mx/l/k7m2qx9a',
    }),
    clicks: count.meta({ description: 'Visits through the link, crawlers left out' }),
    orders: count.meta({ description: 'Orders placed by those visitors' }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = z
  .object({ results: z.array(CampaignSchema), matches_estimated: count })
  .meta({ id: 'CampaignList' });
export type CampaignList = z.infer<typeof CampaignListSchema>;

const sourceCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SOURCE_CODE, 'invalid_source_code')
  .meta({ description: 'What its link ends with: a–z, 0–9, `-` and `_`', example: 'facebook' });

/** `POST /me/campaigns/{id}/channels`. */
export const CreateChannelSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(CHANNEL_NAME_MAX, 'too_long'),
    state: z.enum(CAMPAIGN_STATES).default('active'),
    source_code: sourceCode.optional().meta({ description: 'From the name when left out' }),
    currency: z.enum(CURRENCIES).default('MXN'),
    budget: z
      .number()
      .int()
      .min(0)
      .max(10_000_000_000)
      .default(0)
      .meta({ description: 'Minor units' }),
    impressions: z.number().int().min(0).max(2_000_000_000).default(0),
  })
  .strict()
  .meta({ id: 'CreateChannel' });
export type CreateChannelInput = z.infer<typeof CreateChannelSchema>;
/** What a client sends (the defaults filled by the API). */
export type CreateChannelBody = z.input<typeof CreateChannelSchema>;

/** `PATCH /me/channels/{id}`. */
export const UpdateChannelSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(CHANNEL_NAME_MAX, 'too_long').optional(),
    state: z.enum(CAMPAIGN_STATES).optional(),
    source_code: sourceCode.optional(),
    currency: z.enum(CURRENCIES).optional(),
    budget: z.number().int().min(0).max(10_000_000_000).optional(),
    impressions: z.number().int().min(0).max(2_000_000_000).optional(),
  })
  .strict()
  .meta({ id: 'UpdateChannel' });
export type UpdateChannelInput = z.infer<typeof UpdateChannelSchema>;

export const ChannelSchema = z
  .object({
    id: z.string(),
    campaign_id: z.string(),
    name: z.string(),
    state: z.enum(CAMPAIGN_STATES),
    source_code: z.string(),
    currency: z.enum(CURRENCIES),
    budget: z.number().int().meta({ description: 'Minor units' }),
    impressions: count,
    clicks: count,
    encoded_mkt_url: z.string().meta({ example: 'https://example.mx/l/k7m2qx9a/facebook' }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListSchema = z
  .object({ results: z.array(ChannelSchema), matches_estimated: count })
  .meta({ id: 'ChannelList' });
export type ChannelList = z.infer<typeof ChannelListSchema>;

const flag = (description: string) =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .meta({ description });

/**
 * `GET /me/referred` (spec 03 §7 "GET /{me}:{me}/referred"): offset, limit, campaign, text,
 * start_date, end_date, customer_by_campaign, registered_by_campaign, sort -created_at.
 */
export const ReferredQuerySchema = z
  .object({
    ...pagingQuery(CAMPAIGN_PAGE_SIZE, 50),
    campaign: RecordIdSchema.optional().meta({
      description: 'Only the people one of your campaigns brought (by sign-up or purchase)',
    }),
    text: z.string().trim().max(100, 'too_long').optional().meta({
      description: 'Part of the name; accents and case are ignored',
    }),
    start_date: calendarDay('Signed up on or after this day'),
    end_date: calendarDay('Signed up on or before this day'),
    registered_by_campaign: flag('`true`: only those who signed up through a campaign'),
    customer_by_campaign: flag('`true`: only those who bought through a campaign'),
    sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
  })
  .refine(rangeInOrder, rangeMessage);
export type ReferredQuery = z.infer<typeof ReferredQuerySchema>;

export const ReferredSchema = z
  .object({
    id: z.string(),
    full_name: z.string(),
    image: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }).meta({ description: 'When they signed up' }),
    registered: z.boolean().meta({ description: 'They signed up through your link' }),
    campaign: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'The campaign of yours that brought them, when one did' }),
    orders: count.meta({ description: 'Orders they placed carrying your referral' }),
  })
  .meta({ id: 'Referred' });
export type Referred = z.infer<typeof ReferredSchema>;

/**
 * The referred list counts its matches no further than the page's offset plus this many: at
 * 100 000 referrals an exact count cost more than the page (bench/referred.ts).
 */
export const REFERRED_CHECK_AT_LEAST = 1000;

export const ReferredListSchema = z
  .object({
    results: z.array(ReferredSchema),
    matches_estimated: count.meta({
      description: `Exact below \`offset\` + ${REFERRED_CHECK_AT_LEAST}; that number at or above it (one more page is always offered until the end)`,
    }),
  })
  .meta({ id: 'ReferredList' });
export type ReferredList = z.infer<typeof ReferredListSchema>;
