/**
 * The store admin side menu bar's expanded/collapsed choice (spec 03 §2: "The menu can be collapsed
 * or expanded"), kept in a cookie so the server renders the bar as it was left. Apart from the
 * menu's tree (admin-menu.ts) so the browser's cookie helpers carry nothing else.
 */

/** The saved expanded/collapsed choice: a cookie, so the server renders the bar as it was left. */
export const ADMIN_MENU_COOKIE = 'admin_menu';
export const ADMIN_MENU_STATES = ['expanded', 'collapsed'] as const;
export type AdminMenuState = (typeof ADMIN_MENU_STATES)[number];
export const ADMIN_MENU_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie's value as a state: anything but `collapsed` is the default, expanded. */
export function adminMenuState(value: string | null | undefined): AdminMenuState {
  return value === 'collapsed' ? 'collapsed' : 'expanded';
}

/** The `Set-Cookie` text of the saved choice: the whole site, a year, `SameSite=Lax`. */
export function adminMenuCookie(state: AdminMenuState): string {
  return `${ADMIN_MENU_COOKIE}=${state}; Path=/; Max-Age=${ADMIN_MENU_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The collapse button's link without JavaScript: the API stores the choice and comes back. */
export function adminMenuPreferenceHref(state: AdminMenuState): string {
  return `/api/preferences/admin-menu?value=${state}`;
}
