import { extractShopSlugFromHost } from '../paths/tenancy';
import { publicHost, publicProtocol } from '../seo/public-origin';
import { canonicalDomainOf } from '../paths/custom-domain';
import { HANDOFF_PATHS } from '../paths/handoff-paths';

/** A hand-off code is good for one minute, once. */
export const HANDOFF_CODE_TTL_SECONDS = 60;
/** The target keeps the flow's `state` this long: the round trip to the origin and back. */
export const HANDOFF_STATE_TTL_SECONDS = 5 * 60;
/** The target host's cookie with the `state` of the hand-off it started (httpOnly). */
export const HANDOFF_STATE_COOKIE = 'tienda_handoff';

/** What a host is to the platform, before asking whether the shop exists. */
export type HandoffHost =
  | { kind: 'platform'; host: string }
  | { kind: 'shop'; host: string; slug: string }
  | { kind: 'domain'; host: string };

/**
 * Whether `host` (`name[:port]`) may be a hand-off's end: the platform's own host
 * (`ROOT_DOMAIN`), a shop's sub-domain of it with the same port, or a public domain name outside
 * it (a shop's `canonical_domain`, which the caller still has to find). Null for anything else:
 * IP addresses, reserved or nested sub-domains, ports other than the platform's, junk.
 */
export function classifyHandoffHost(host: string, rootDomain: string): HandoffHost | null {
  if (!/^[a-z0-9.:[\]-]+$/i.test(host.trim())) return null;
  const clean = publicHost(host);
  const root = publicHost(rootDomain);
  if (!clean || !root) return null;
  if (clean === root) return { kind: 'platform', host: clean };
  const slug = extractShopSlugFromHost(clean, root);
  if (slug) return clean === `${slug}.${root}` ? { kind: 'shop', host: clean, slug } : null;
  const domain = canonicalDomainOf(clean, root);
  return domain === clean ? { kind: 'domain', host: clean } : null;
}

/**
 * The target of an `authorize` request: its `redirect_uri` must be the `allow` page of a host,
 * with that host's public protocol (`https` outside development: a code never travels in clear),
 * and no user name or password. Its query (`next`) is kept.
 */
export function parseRedirectUri(
  value: string,
  protocolOverride: string | undefined,
): { url: URL; host: string } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = publicHost(url.host);
  if (!host || url.username || url.password || url.hash) return null;
  if (url.pathname !== HANDOFF_PATHS.allow) return null;
  if (url.protocol !== `${publicProtocol(host, protocolOverride)}:`) return null;
  return { url, host };
}

/** `url` with `params` added to its query (an `allow` address with the code and the state). */
export function withQuery(url: URL, params: Record<string, string>): string {
  const copy = new URL(url);
  for (const [key, value] of Object.entries(params)) copy.searchParams.set(key, value);
  return copy.toString();
}
