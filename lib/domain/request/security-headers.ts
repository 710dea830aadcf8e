import { hostNameOf } from '../paths/host-names';
import { publicHost, publicProtocol, type PublicSite } from '../seo/public-origin';

/**
 * Browser features no page of ours uses are switched off for the page and anything it frames;
 * payment (Apple Pay, Google Pay and the Payment Request API) is left to this site and the payment
 * providers' frames. Only features Chromium knows are named: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'display-capture=()',
  'payment=(self "https://js.stripe.com" "https://www.paypal.com")',
].join(', ');

/** One year: browsers keep going to the site over https only. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * `Strict-Transport-Security` for an answer on `host`, when that host's public protocol is https
 * (the one rule of lib/domain/seo/public-origin.ts: `PUBLIC_PROTOCOL`, else https for every host
 * that is not localhost or an IP). The platform's own hosts cover their sub-domains (every shop
 * is one); a shop's custom domain covers only itself, since its owner's other sub-domains are not
 * ours to decide. Null when the host is served over http.
 */
export function strictTransportSecurity(host: string, site: PublicSite): string | null {
  const clean = publicHost(host);
  if (!clean || publicProtocol(clean, site.protocol) !== 'https') return null;
  const name = hostNameOf(clean);
  const root = hostNameOf(site.rootDomain);
  const platform = Boolean(root) && (name === root || name.endsWith(`.${root}`));
  return `max-age=${HSTS_MAX_AGE_SECONDS}${platform ? '; includeSubDomains' : ''}`;
}
