import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/accounts/signed-in-hint';
import {
  ADMIN_MENU_COOKIE,
  ADMIN_MENU_COOKIE_MAX_AGE,
  type AdminMenuState,
} from '@/lib/domain/shop/admin-menu-state';
import { RESALE_INFO_COOKIE } from '@/lib/domain/catalogue/resale-info';
import { LOCALE_COOKIE_MAX_AGE } from '@/lib/domain/request/preference-cookies';
import {
  type ColorScheme,
  SCHEME_COOKIE,
  SCHEME_COOKIE_MAX_AGE,
} from '@/lib/domain/shop/color-scheme';
import { type Locale, LOCALE_COOKIE } from '@/lib/i18n/locales';

/**
 * The one place the browser reads and writes cookies. The same names, paths and lifetimes as the
 * server's `Set-Cookie` (lib/domain/request/preference-cookies.ts) and the API's signed-in hint:
 * whole site, `SameSite=Lax`. A few lines of `document.cookie` rather than js-cookie: the values
 * are plain tokens, and every shop page loads this module (issue 23: ~0.7 KiB of script).
 */
const SITE = '; Path=/; SameSite=Lax';

/** The cookie's value, or undefined when the browser has none by that name. */
function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) {
      try {
        return decodeURIComponent(part.slice(at + 1));
      } catch {
        return part.slice(at + 1);
      }
    }
  }
  return undefined;
}

/** Sets a cookie on the whole site for `maxAgeSeconds` (0: removes it). */
function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${SITE}; Max-Age=${maxAgeSeconds}`;
}

/** "There may be a session": the readable twin of the httpOnly session cookie. */
export function hasSignedInHintCookie(): boolean {
  return readCookie(SIGNED_IN_HINT_COOKIE) === '1';
}

/** The session turned out to be gone: stop asking the API who is there on every page. */
export function clearSignedInHintCookie(): void {
  writeCookie(SIGNED_IN_HINT_COOKIE, '', 0);
}

/**
 * The resale-info switch's cookie as the browser holds it (the API writes it, on the platform's
 * shared domain: lib/server/http/handlers/resale-info-preference.ts); undefined when there is none.
 */
export function readResaleInfoCookie(): string | undefined {
  return readCookie(RESALE_INFO_COOKIE);
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
}

export function writeSchemeCookie(scheme: ColorScheme): void {
  writeCookie(SCHEME_COOKIE, scheme, SCHEME_COOKIE_MAX_AGE);
}

/** The side menu bar's expanded/collapsed choice (lib/domain/shop/admin-menu-state.ts `adminMenuCookie`). */
export function writeAdminMenuCookie(state: AdminMenuState): void {
  writeCookie(ADMIN_MENU_COOKIE, state, ADMIN_MENU_COOKIE_MAX_AGE);
}
