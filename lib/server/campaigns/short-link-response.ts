import 'server-only';

import { isbot } from 'isbot';
import { after } from 'next/server';

import { getDb } from '@/lib/db/client';
import { defaultLocale, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { cookieValue } from '@/lib/domain/request/cookie-header';
import { trackingValue } from '@/lib/domain/request/tracking-cookies';
import { platformHomeUrl } from '@/lib/env';

import { serverTranslator } from '../messages';
import { followShortLink, recordClick } from './short-link';
import { logger } from '../log/logger';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A cookie of the request as a tracking value is kept (cleaned, capped); null when absent or unreadable. */
function cookieOf(request: Request, name: string): string | null {
  const raw = cookieValue(request.headers.get('cookie'), name);
  try {
    return trackingValue(raw === undefined ? null : decodeURIComponent(raw));
  } catch {
    return null;
  }
}

function localeOf(request: Request) {
  const cookie = cookieOf(request, LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : defaultLocale;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link no campaign has (mistyped, or its campaign deleted): a small page in the visitor's language. */
function linkNotFound(request: Request): Response {
  const locale = localeOf(request);
  const t = serverTranslator(locale);
  const title = escapeHtml(t('campaigns.linkNotFound.title'));
  const body = escapeHtml(t('campaigns.linkNotFound.body'));
  const home = escapeHtml(t('campaigns.linkNotFound.home'));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${body}</p><p><a href="${escapeHtml(platformHomeUrl())}">${home}</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * A short link's answer (issue 19): 302 to the campaign's page carrying the tracking, the click
 * written after the answer is sent (`after`: counting never slows the redirect; a failed write is
 * logged, the visitor is on their way regardless). Never cached: every visit is a click of its own.
 */
export async function shortLinkResponse(
  request: Request,
  code: string,
  sourceCode: string | null,
): Promise<Response> {
  const db = await getDb();
  const visit = await followShortLink(db, code, sourceCode, {
    bot: isbot(request.headers.get('user-agent') ?? ''),
    tracking: { campaign: cookieOf(request, 'campaign'), clickId: cookieOf(request, 'clickID') },
  });
  if (!visit) return linkNotFound(request);
  const click = visit.click;
  if (click) {
    after(() =>
      recordClick(db, click).catch((error: unknown) => {
        logger.error({ err: error }, 'short link click not recorded');
      }),
    );
  }
  return new Response(null, { status: 302, headers: { ...NO_STORE, Location: visit.location } });
}
