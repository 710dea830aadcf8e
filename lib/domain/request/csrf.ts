import { hostNameOf } from '../paths/tenancy';

export interface CsrfRequest {
  method: string;
  secFetchSite?: string;
  origin?: string;
  /** The `Host` the request was sent to (with port). */
  host?: string;
  hasSessionCookie: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request may change state (cross-site request forgery check):
 * 1. safe methods always pass;
 * 2. a browser's `Sec-Fetch-Site` decides when present: same-origin, same-site or none (typed URL);
 * 3. else the `Origin` must be the request's own host, or ROOT_DOMAIN or one of its sub-domains
 *    (shops live on sub-domains and call the API on their own host);
 * 4. with neither header (curl, server-to-server, the in-process client) the request passes only
 *    when it carries no session cookie — there is then no signed-in authority to abuse.
 */
export function isCsrfAllowed(request: CsrfRequest, rootDomain: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site) return TRUSTED_FETCH_SITES.has(site);
  if (request.origin !== undefined) {
    const from = originHost(request.origin);
    if (!from) return false;
    if (request.host && from === request.host.trim().toLowerCase()) return true;
    const name = hostNameOf(from);
    const root = hostNameOf(rootDomain);
    return Boolean(root) && (name === root || name.endsWith(`.${root}`));
  }
  return !request.hasSessionCookie;
}
