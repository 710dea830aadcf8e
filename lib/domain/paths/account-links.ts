import { handoffHref } from './handoff-paths';
import { shopHref } from './tenancy';

/** Where a membership registration ends, on the platform (spec 02 §2). */
export const ENTREPRENEUR_PATH = '/asistentes/emprendedores';

/** The parts of `window.location` the links need. */
export interface PageLocation {
  protocol: string;
  host: string;
}

/**
 * The platform's address of `path` (e.g. `/asistentes/emprendedores`) from a shop page: the same
 * host under `/tienda/<slug>/`; from the shop's sub-domain, the root domain (`demo.localhost:3000`
 * → `localhost:3000`) through its login hand-off, so a signed-in visitor stays signed in.
 */
export function platformHref(
  path: string,
  base: string,
  slug: string,
  location: PageLocation,
): string {
  const prefix = `${slug}.`;
  if (base !== '/' || !location.host.startsWith(prefix)) return path;
  const platform = { protocol: location.protocol, host: location.host.slice(prefix.length) };
  return handoffHref(platform, path, location.host);
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
  if (base !== '/') return shopHref(`/tienda/${otherSlug}/`, '');
  const prefix = `${slug}.`;
  const root = location.host.startsWith(prefix)
    ? location.host.slice(prefix.length)
    : location.host;
  const other = { protocol: location.protocol, host: `${otherSlug}.${root}` };
  return handoffHref(other, '/', location.host);
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
