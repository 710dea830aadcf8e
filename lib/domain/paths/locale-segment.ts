import { defaultLocale, isLocale, type Locale, locales } from '../../i18n/locales';

/**
 * Every page has one address per language (docs/decisions.md, "English pages have their own
 * addresses"): Spanish, the default, has none of its own (`/productos`, `/tienda/demo/productos`);
 * every other language is a path segment right under the shop base or the platform root
 * (`/en/productos`, `/tienda/demo/en/productos`, `/en/proveedores`). Paths inside a shop are the
 * same words in every language, so switching language only adds or drops that segment.
 */

/** The path segment that names `locale` in an address; null for the default language. */
export function localeSegment(locale: Locale): string | null {
  return locale === defaultLocale ? null : locale;
}

/** The languages that have a segment of their own (`['en']`). */
export const PREFIXED_LOCALES: readonly Locale[] = locales.filter((l) => localeSegment(l));

export interface AddressLocale {
  locale: Locale;
  /** True when the address named its language (`/en/…`), false for the default's bare address. */
  named: boolean;
  /** The path without the language segment, always starting with `/`. */
  rest: string;
}

/**
 * The language an address names and the path without it, for a path inside a base (the shop
 * base or the platform root, `/`-led): `/en/productos` → en, `/productos`; `/en` → en, `/`;
 * anything else is the default language, untouched. Only an exact segment counts (`/enlaces`
 * is a Spanish path), and only lower case (the segment is written one way, like the paths).
 */
export function splitAddressLocale(path: string): AddressLocale {
  const rest = path.startsWith('/') ? path : `/${path}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(rest);
  const first = match?.[1];
  if (first && isLocale(first) && localeSegment(first) === first) {
    return { locale: first, named: true, rest: match?.[2] ?? '/' };
  }
  return { locale: defaultLocale, named: false, rest };
}

/** A base path (`/`, `/tienda/demo/`) in a language: `/en/`, `/tienda/demo/en/`. Ends with `/`. */
export function localizedBase(base: string, locale: Locale): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const segment = localeSegment(locale);
  return segment ? `${prefix}${segment}/` : prefix;
}

/**
 * A path inside a base (`''` the home, `productos?page=2`) in a language: `en`,
 * `en/productos?page=2`; the default language's path is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  const segment = localeSegment(locale);
  if (!segment) return path;
  const inside = path.replace(/^\/+/, '');
  if (inside === '' || /^[?#]/.test(inside)) return `${segment}${inside}`;
  return `${segment}/${inside}`;
}

/**
 * A base path without its language segment (`/en/` → `/`, `/tienda/demo/en/` → `/tienda/demo/`):
 * what tells a shop on its own host (`/`) from one reached by path, in every language.
 */
export function unlocalizedBase(base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  for (const locale of PREFIXED_LOCALES) {
    const tail = `/${localeSegment(locale)}/`;
    if (prefix.endsWith(tail)) return prefix.slice(0, -tail.length + 1);
  }
  return prefix;
}
