import { customDomainOf } from '../paths/custom-domain';
import { hostNameOf } from '../paths/host-names';
import { type PublicSite, publicHost, publicOrigin } from '../seo/public-origin';
import { CAMPAIGN_URL_MAX } from './campaign-rules';

/**
 * What a campaign's `url` may point at. A short link is an open redirect unless it only ever
 * leads into the platform, so its page must be the platform's own (its host or a shop's
 * sub-domain: `platform`) or a shop's own domain (`domain`, which the service checks against the
 * shops' `canonical_domain`). Anything else, a non-web scheme or an address with a user name is
 * refused (`invalid`).
 */
export type CampaignTarget =
  | { kind: 'platform'; url: string }
  | { kind: 'domain'; url: string; host: string }
  | { kind: 'invalid' };

/**
 * The campaign page as kept (absolute), from what its owner typed: a full address, or a path on
 * the platform (`/tienda/demo/`), which is read against the platform's public origin.
 */
export function campaignTarget(text: string, site: PublicSite): CampaignTarget {
  const typed = text.trim();
  if (typed.length === 0 || typed.length > CAMPAIGN_URL_MAX) return { kind: 'invalid' };
  const origin = publicOrigin(site.rootDomain, site);
  let url: URL;
  try {
    url =
      typed.startsWith('/') && !typed.startsWith('//')
        ? new URL(typed, origin ?? undefined)
        : new URL(typed);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  if (url.username || url.password) return { kind: 'invalid' };
  url.hash = '';
  // With its port: `localhost:3000` is the platform, `localhost:9999` is not.
  const root = publicHost(site.rootDomain) ?? hostNameOf(site.rootDomain);
  const host = url.host.toLowerCase();
  if (host === root || host.endsWith(`.${root}`)) return { kind: 'platform', url: url.toString() };
  const domain = customDomainOf(url.host, site.rootDomain);
  return domain ? { kind: 'domain', url: url.toString(), host: domain } : { kind: 'invalid' };
}
