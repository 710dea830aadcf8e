import { type Locale, LOCALE_COOKIE } from '@/lib/i18n/locales';

import { type ColorScheme, SCHEME_COOKIE, SCHEME_COOKIE_MAX_AGE } from '../shop/color-scheme';

/**
 * The visitor's preferences kept in cookies (spec 01 §4 "Theme", §9): the language (`NEXT_LOCALE`)
 * and the colour scheme (`theme`), both for 365 days on the whole site, `SameSite=Lax`. The same
 * text is written by the islands (`document.cookie`) and by the API's no-JavaScript fallback.
 */

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where a preference link goes without JavaScript: the API sets the cookie and sends the visitor back. */
export const PREFERENCE_PATHS = {
  locale: '/api/preferences/locale',
  scheme: '/api/preferences/scheme',
} as const;

export type PreferenceKind = keyof typeof PREFERENCE_PATHS;

function cookieText(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function localeCookie(locale: Locale): string {
  return cookieText(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
}

export function schemeCookie(scheme: ColorScheme): string {
  return cookieText(SCHEME_COOKIE, scheme, SCHEME_COOKIE_MAX_AGE);
}

export function preferenceCookie(kind: 'locale', value: Locale): string;
export function preferenceCookie(kind: 'scheme', value: ColorScheme): string;
export function preferenceCookie(kind: PreferenceKind, value: string): string {
  return kind === 'locale' ? localeCookie(value as Locale) : schemeCookie(value as ColorScheme);
}

/** The fallback link of a preference choice (`/api/preferences/locale?value=en`). */
export function preferenceHref(kind: PreferenceKind, value: string): string {
  return `${PREFERENCE_PATHS[kind]}?value=${encodeURIComponent(value)}`;
}

/**
 * Where to send the visitor back after a preference change: the path, query and hash of `target`
 * when it is a path on this site (`/productos`) or a URL of the same host (a `Referer`); `null`
 * for anything else (another host, `//evil.example`, `/\evil`, `javascript:`), so the route is
 * no open redirect.
 */
export function sameOriginReturnPath(
  target: string | null | undefined,
  host: string | null | undefined,
): string | null {
  if (!target || !host) return null;
  let url: URL;
  let origin: URL;
  try {
    origin = new URL(`http://${host}`);
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== origin.host) return null;
  // A relative target must be a path: not protocol-relative, not a backslash trick.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^\/(?![/\\])/.test(target)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
