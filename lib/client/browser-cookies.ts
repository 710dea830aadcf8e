import Cookies from 'js-cookie';

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
 * The one place the browser reads and writes cookies (js-cookie). The same names, paths and
 * lifetimes as the server's `Set-Cookie` (lib/domain/request/preference-cookies.ts) and the API's
 * signed-in hint: whole site, `SameSite=Lax`.
 */
const SITE = { path: '/', sameSite: 'Lax' } as const;
const days = (seconds: number) => seconds / (24 * 60 * 60);

/** "There may be a session": the readable twin of the httpOnly session cookie. */
export function hasSignedInHintCookie(): boolean {
  return Cookies.get(SIGNED_IN_HINT_COOKIE) === '1';
}

/** The session turned out to be gone: stop asking the API who is there on every page. */
export function clearSignedInHintCookie(): void {
  Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/**
 * The resale-info switch's cookie as the browser holds it (the API writes it, on the platform's
 * shared domain: lib/server/http/handlers/resale-info-preference.ts); undefined when there is none.
 */
export function readResaleInfoCookie(): string | undefined {
  return Cookies.get(RESALE_INFO_COOKIE);
}

export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { ...SITE, expires: days(LOCALE_COOKIE_MAX_AGE) });
}

export function writeSchemeCookie(scheme: ColorScheme): void {
  Cookies.set(SCHEME_COOKIE, scheme, { ...SITE, expires: days(SCHEME_COOKIE_MAX_AGE) });
}

/** The side menu bar's expanded/collapsed choice (lib/domain/shop/admin-menu-state.ts `adminMenuCookie`). */
export function writeAdminMenuCookie(state: AdminMenuState): void {
  Cookies.set(ADMIN_MENU_COOKIE, state, { ...SITE, expires: days(ADMIN_MENU_COOKIE_MAX_AGE) });
}
