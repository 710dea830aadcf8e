import { isLocalHost, publicHost } from '../seo/public-origin';
import { hostNameOf, isIpHostName } from './host-names';

// A shop's own domain (`canonical_domain`, spec 01 §3): how it is kept, and how a request on it
// is recognised.

const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The canonical domain as kept (`https://MiTienda.mx/` → `mitienda.mx`), or null when the text
 * is no public domain name: it needs a dot and a top-level name of letters, no port, no IP
 * address, and must not be the platform's own domain or one of its sub-domains (those are the
 * platform's shop addresses, not a shop's own domain).
 */
export function canonicalDomainOf(value: string, rootDomain: string | null): string | null {
  const text = value.trim();
  if (text.length === 0 || text.length > 260) return null;
  const host = publicHost(text);
  if (!host || host.includes(':') || isIpHostName(host) || host.length > 253) return null;
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !/^[a-z]{2,63}$/.test(tld)) return null;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  const root = rootDomain ? hostNameOf(rootDomain) : '';
  if (root && (host === root || host.endsWith(`.${root}`))) return null;
  return host;
}

/**
 * The host name of a request on a domain of its own: a public domain name outside `ROOT_DOMAIN`
 * (what a shop may set as its `canonical_domain`). Null for the platform's own host and its
 * sub-domains, IP addresses, `localhost` and its sub-domains (this machine's names, never a
 * shop's), and one-label names such as a container's.
 */
export function customDomainOf(host: string, rootDomain: string): string | null {
  const name = hostNameOf(host);
  if (!name || isLocalHost(name)) return null;
  return canonicalDomainOf(name, rootDomain) === name ? name : null;
}
