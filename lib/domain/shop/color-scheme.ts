/**
 * Light and dark mode (spec 01 §4 "Theme"): the page follows the system until the visitor
 * chooses; the toggle stores `light` or `dark` in a cookie for 365 days (§9). The middleware puts
 * the choice in the internal path (`/<locale>/s/<mode>/<scheme>/<slug>/…`), so the server renders
 * the chosen scheme with no flash and a cached page still depends on its path alone.
 */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The internal path segment: a saved choice, or `auto` (follow the system). */
export type SchemeSegment = ColorScheme | 'auto';

export const SCHEME_COOKIE = 'theme';
export const SCHEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** The segment for a cookie value: anything but a valid choice means "follow the system". */
export function schemeSegmentOf(cookieValue: string | undefined): SchemeSegment {
  return isColorScheme(cookieValue) ? cookieValue : 'auto';
}

export function isSchemeSegment(value: unknown): value is SchemeSegment {
  return value === 'auto' || isColorScheme(value);
}

/**
 * What the page renders (`data-scheme` on the shop frame): the visitor's choice, else the shop's
 * own default (`darkmode` on: dark), else the system's (`auto`).
 */
export function effectiveScheme(segment: SchemeSegment, shopDarkByDefault: boolean): SchemeSegment {
  if (segment !== 'auto') return segment;
  return shopDarkByDefault ? 'dark' : 'auto';
}
