import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { isForeignKeyViolation } from '@/lib/db/pg-errors';
import { campaignChannels, campaignClicks, campaigns } from '@/lib/db/schema';
import { landingUrl, SHORT_CODE, SOURCE_CODE } from '@/lib/domain/campaigns/campaign-rules';

/** A click to write once the visitor is on their way (the redirect does not wait for it). */
export interface ShortLinkClick {
  id: string;
  campaignId: string;
  channelId: string | null;
}

export interface ShortLinkVisit {
  /** Where to send the visitor. */
  location: string;
  /** Null for a paused campaign or channel, and for crawlers. */
  click: ShortLinkClick | null;
}

export interface ShortLinkVisitor {
  /** A crawler or link preview (by its user agent): no click. */
  bot: boolean;
  /** The tracking cookies the browser already carries, if any. */
  tracking?: { campaign: string | null; clickId: string | null };
}

/**
 * Where a short link `/l/{code}[/{source_code}]` leads (issue 19): the campaign's page carrying the
 * owner's referral, the campaign and a new click id, which the middleware there keeps in the
 * tracking cookies. A paused campaign or channel still leads to the page, untracked (links
 * already shared keep working); a crawler's visit carries no click. An unknown source code is
 * the campaign's own link (a mistyped channel still gets the visitor there). Null when no
 * campaign has the code.
 */
export async function followShortLink(
  db: Db,
  code: string,
  sourceCode: string | null,
  visitor: ShortLinkVisitor,
): Promise<ShortLinkVisit | null> {
  if (!SHORT_CODE.test(code)) return null;
  const source = sourceCode?.toLowerCase() ?? null;
  const [row] = await db
    .select({
      id: campaigns.id,
      userId: campaigns.userId,
      url: campaigns.url,
      state: campaigns.state,
      channelId: campaignChannels.id,
      channelState: campaignChannels.state,
    })
    .from(campaigns)
    .leftJoin(
      campaignChannels,
      and(
        eq(campaignChannels.campaignId, campaigns.id),
        eq(campaignChannels.sourceCode, source && SOURCE_CODE.test(source) ? source : ''),
      ),
    )
    .where(eq(campaigns.code, code))
    .limit(1);
  if (!row) return null;
  if (row.state !== 'active' || (row.channelState ?? 'active') !== 'active') {
    return { location: row.url, click: null };
  }
  // The same browser back through a link of the same campaign within the cookies' day: the
  // click it already made, not a new one (clicks count visitors, not reloads).
  const earlier =
    visitor.tracking?.campaign === row.id && visitor.tracking.clickId?.startsWith('clk_')
      ? visitor.tracking.clickId
      : null;
  const click =
    visitor.bot || earlier
      ? null
      : { id: `clk_${randomUUID()}`, campaignId: row.id, channelId: row.channelId };
  return {
    location: landingUrl(row.url, {
      referral: row.userId,
      campaign: row.id,
      clickId: click?.id ?? earlier,
    }),
    click,
  };
}

/** Writes a click; a campaign deleted meanwhile loses it (nothing to count it for). */
export async function recordClick(db: Db, click: ShortLinkClick): Promise<void> {
  await db
    .insert(campaignClicks)
    .values(click)
    .onConflictDoNothing()
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
}
