import { handoffHref } from './handoff-paths';
import { unlocalizedBase } from './locale-segment';
import { shopHref } from './tenancy';

/** Where a membership registration ends, on the platform (spec 02 §2). */
export const ENTREPRENEUR_PATH = '/asistentes/emprendedores';

/** The `<meta name>` through which a shop page names the platform's host (`ShopLayout`). */
export const PLATFORM_HOST_META = 'tienda-platform-host';

/** The parts of `window.location` the links need, and the platform's host when the page names it. */
export interface PageLocation {
  protocol: string;
  host: string;
  /** `ROOT_DOMAIN` as a shop page names it (its only way to know it on a custom domain). */
  platformHost?: string | null;
}

/**
 * The platform's host seen from a page, and whether the page's host may hand its login on: a
 * shop's sub-domain may; a shop's own domain may not (its owner answers there: the hand-off never
 * asks it, see decisions), so links from it go to the platform's hosts signed out.
 */
function platformHostFrom(
  slug: string,
  location: PageLocation,
): { host: string; handsOff: boolean } {
  const prefix = `${slug}.`;
  if (slug && location.host.startsWith(prefix))
    return { host: location.host.slice(prefix.length), handsOff: true };
  const host = location.platformHost || location.host;
  return { host, handsOff: host === location.host };
}

/** A link to `path` on another host, through its hand-off when this page's host may give one. */
function crossHostHref(target: string, path: string, from: PageLocation, handsOff: boolean) {
  const address = { protocol: from.protocol, host: target };
  if (handsOff) return handoffHref(address, path, from.host);
  return `${from.protocol.replace(/:?$/, ':')}//${target}${path}`;
}

/**
 * The platform's address of `path` (e.g. `/asistentes/emprendedores`) from a shop page: the same
 * host under `/tienda/<slug>/`; from the shop's sub-domain, the root domain (`demo.localhost:3000`
 * → `localhost:3000`) through its login hand-off, so a signed-in visitor stays signed in; from a
 * shop's own domain, the root domain directly.
 */
export function platformHref(
  path: string,
  base: string,
  slug: string,
  location: PageLocation,
): string {
  const { host, handsOff } = platformHostFrom(slug, location);
  if (unlocalizedBase(base) !== '/' || host === location.host) return path;
  return crossHostHref(host, path, location, handsOff);
}

/**
 * The home of another shop (the visitor's own), reached the way the current shop was: under
 * `/tienda/` on the same host, or its sub-domain through the login hand-off.
 */
export function otherShopHref(
  base: string,
  slug: string,
  otherSlug: string,
  location: PageLocation,
): string {
  if (unlocalizedBase(base) !== '/') return shopHref(`/tienda/${otherSlug}/`, '');
  const { host: root, handsOff } = platformHostFrom(slug, location);
  return crossHostHref(`${otherSlug}.${root}`, '/', location, handsOff);
}

/**
 * The home of the store a user just created at sign-up: from a shop, reached the way that shop
 * was (`otherShopHref`); from the platform host (no shop), `/tienda/<slug>` on the same host, so
 * the new session cookie still applies.
 */
export function newStoreHref(
  base: string,
  slug: string,
  newSlug: string,
  location: PageLocation,
): string {
  if (!slug) return shopHref(`/tienda/${newSlug}/`, '');
  return otherShopHref(base, slug, newSlug, location);
}

/** The query of the PIN card (spec 02 §2 `/register/activate/`; the password never goes in a URL). */
export interface ActivationQuery {
  type: 'email' | 'phone';
  code: string;
  can_skip_pin: boolean;
  username?: string;
  phone?: string;
  country?: string;
  country_code?: string;
  full_name?: string;
}

export function activationHref(base: string, query: ActivationQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return shopHref(base, `register/activate?${params.toString()}`);
}

/** Reads the PIN card's query back; null without a usable code. */
export function parseActivationQuery(
  query: Record<string, string | string[] | undefined>,
): ActivationQuery | null {
  const one = (key: string) => {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    return text ? text.slice(0, 200) : undefined;
  };
  const code = one('code');
  if (!code) return null;
  return {
    type: one('type') === 'phone' ? 'phone' : 'email',
    code,
    can_skip_pin: one('can_skip_pin') === 'true',
    username: one('username'),
    phone: one('phone'),
    country: one('country'),
    country_code: one('country_code'),
    full_name: one('full_name'),
  };
}
