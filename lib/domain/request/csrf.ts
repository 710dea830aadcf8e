import { hostNameOf } from '../paths/host-names';

export interface CsrfRequest {
  method: string;
  /** The path asked for (`/api/auth/login`), for the cross-origin allowances below. */
  path?: string;
  secFetchSite?: string;
  origin?: string;
  /** The `Host` the request was sent to (with port). */
  host?: string;
  hasSessionCookie: boolean;
}

/**
 * A write a page of another origin may make, by an explicit entry: `from: 'platform'` accepts the
 * platform's own origin (`ROOT_DOMAIN`, any port-less or ported form of it) calling `method path` on
 * any host — for flows that hand a visitor over from the platform to a shop's host. Nothing needs
 * one today; add an entry with the flow that needs it (and a test).
 */
export interface CrossOriginWrite {
  method: string;
  path: string;
  from: 'platform';
}

export const CROSS_ORIGIN_WRITES: readonly CrossOriginWrite[] = [];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers say so only for the page's own origin, or for what the visitor typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

function isPlatformHost(host: string, rootDomain: string): boolean {
  const root = hostNameOf(rootDomain);
  return Boolean(root) && hostNameOf(host) === root;
}

function allowedCrossOrigin(
  request: CsrfRequest,
  from: string,
  rootDomain: string,
  allowances: readonly CrossOriginWrite[],
): boolean {
  const method = request.method.toUpperCase();
  return allowances.some(
    (allowance) =>
      allowance.method.toUpperCase() === method &&
      allowance.path === request.path &&
      allowance.from === 'platform' &&
      isPlatformHost(from, rootDomain),
  );
}

/**
 * Whether a request may change state (cross-site request forgery check). Every shop lives on a
 * sub-domain of one site, so "same site" is not a wall between shops: a write is accepted only from
 * the page's own origin.
 * 1. safe methods always pass;
 * 2. `Sec-Fetch-Site: same-origin` (or `none`, the visitor's own typing) passes;
 * 3. otherwise the `Origin` must be the request's own host (unless the browser called it
 *    cross-site), or a `CROSS_ORIGIN_WRITES` entry must allow it (a sibling shop's sub-domain is
 *    refused, though the browser calls it same-site);
 * 4. with neither header (curl, server-to-server) the request passes only when it carries no
 *    session cookie — there is then no signed-in authority to abuse.
 */
export function isCsrfAllowed(
  request: CsrfRequest,
  rootDomain: string,
  allowances: readonly CrossOriginWrite[] = CROSS_ORIGIN_WRITES,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site && OWN_FETCH_SITES.has(site)) return true;
  if (request.origin !== undefined) {
    const from = originHost(request.origin);
    if (!from) return false;
    // The browser's own word that the page is of another site outweighs a matching host name.
    const ownHost = site !== 'cross-site' && from === request.host?.trim().toLowerCase();
    return ownHost || allowedCrossOrigin(request, from, rootDomain, allowances);
  }
  // A browser that says same-site or cross-site always sends Origin on a write.
  if (site) return false;
  return !request.hasSessionCookie;
}
