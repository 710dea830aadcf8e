import { TRACKING_PARAMS } from '../request/tracking-cookies';
import { cutCodePoints } from '../text/cut-code-points';

// Campaigns, channels and their short links (spec 03 §2 "Campaigns and channels", §3, §7;
// issue 19): the rules that need no database.

/** A campaign's name is cut to 100 characters on creation (spec 03 §6). */
export const CAMPAIGN_NAME_MAX = 100;
export const CHANNEL_NAME_MAX = 100;
/** The campaign and channel lists are 10 a page (spec 03 §7, §9). */
export const CAMPAIGN_PAGE_SIZE = 10;
export const CAMPAIGN_URL_MAX = 2000;

/**
 * Spec 03 §4 shows only `active`; `paused` is ours: a paused link still takes its visitors to the
 * page (links already shared keep working) but records no click and attributes nothing.
 */
export const CAMPAIGN_STATES = ['active', 'paused'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_SORTS = ['-created_at', 'created_at', 'name', '-name'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** Short links live on the platform's own host: `https://example.mx/l/k7m2qx9a[/source]`. */
export const SHORT_LINK_PREFIX = '/l';

/**
 * Short codes: 8 characters of Crockford's base 32 (no i, l, o, u: nothing to mistake when a
 * link is read aloud or typed from a poster), lower case. 32⁸ ≈ 10¹² codes; a clash is retried.
 */
const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE = /^[0-9a-hjkmnp-tv-z]{8}$/;

/** A short code from random bytes (at least 8; 256 is a multiple of 32, so every character is equally likely). */
export function shortCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < SHORT_CODE_LENGTH) throw new RangeError('8 random bytes are needed');
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! % 32];
  return code;
}

/** A channel's `source_code`: what its link ends with, `/l/<code>/<source_code>`. */
export const SOURCE_CODE_MAX = 40;
export const SOURCE_CODE = /^[a-z0-9](?:[a-z0-9_-]{0,38}[a-z0-9])?$/;

/** A `source_code` from a channel's name when none is given: `Facebook Ads — México` → `facebook-ads-mexico`. */
export function sourceCodeFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SOURCE_CODE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'canal';
}

/** The name as kept: trimmed, cut to 100 characters (spec 03 §6: cut, not refused). */
export function campaignName(name: string): string {
  return cutCodePoints(name.trim(), CAMPAIGN_NAME_MAX);
}

/** `https://example.mx/l/k7m2qx9a`, or with a channel `…/l/k7m2qx9a/facebook` (`encoded_mkt_url`). */
export function shortLinkUrl(origin: string, code: string, sourceCode?: string | null): string {
  const base = `${origin.replace(/\/$/, '')}${SHORT_LINK_PREFIX}/${code}`;
  return sourceCode ? `${base}/${sourceCode}` : base;
}

export interface LandingTracking {
  /** The campaign owner's user id: the `referralID` cookie. */
  referral: string;
  campaign: string;
  /** Null for a visit not counted as a click (a crawler's). */
  clickId: string | null;
}

const PARAM_OF = Object.fromEntries(TRACKING_PARAMS.map((p) => [p.cookie, p.param])) as Record<
  (typeof TRACKING_PARAMS)[number]['cookie'],
  string
>;

/**
 * Where a short link sends its visitor: the campaign's page with `referral`, `campaign` and
 * `click_id` in its query, which the middleware keeps in the tracking cookies for checkout
 * (spec 01 §7). Tracking parameters already in the page's address are replaced; a visit that is
 * not a click removes a stale `click_id`.
 */
export function landingUrl(target: string, tracking: LandingTracking): string {
  const url = new URL(target);
  url.searchParams.set(PARAM_OF.referralID, tracking.referral);
  url.searchParams.set(PARAM_OF.campaign, tracking.campaign);
  if (tracking.clickId) url.searchParams.set(PARAM_OF.clickID, tracking.clickId);
  else url.searchParams.delete(PARAM_OF.clickID);
  return url.toString();
}
