import { z } from 'zod';

/**
 * `TRUSTED_PROXY_HOPS`: how many reverse proxies (load balancer, TLS terminator, CDN…) stand in
 * front of the app, each appending the address it received the request from to
 * `X-Forwarded-For`. 0 (the default) means none: the header is then the client's own word.
 */
export const trustedProxyHopsSchema = z.coerce
  .number({ error: 'TRUSTED_PROXY_HOPS must be a whole number of proxies, e.g. 1' })
  .int({ error: 'TRUSTED_PROXY_HOPS must be a whole number of proxies, e.g. 1' })
  .min(0, { error: 'TRUSTED_PROXY_HOPS must be 0 or more' })
  .max(10, { error: 'TRUSTED_PROXY_HOPS must be at most 10' });

/** The setting from the variable's text: blank or unset means 0 (no proxy). */
export function parseTrustedProxyHops(value: string | undefined): number {
  return value?.trim() ? trustedProxyHopsSchema.parse(value) : 0;
}

/** Longest address kept (an IPv6 address with a zone fits); longer entries are cut. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address from `X-Forwarded-For` behind `hops` trusted proxies: the entry the
 * outermost proxy appended, i.e. the `hops`-th from the right. Everything left of it came from
 * the client and is ignored, so rotating the header changes nothing. With fewer entries than hops
 * (a request that skipped a proxy) the left-most entry is the best there is. With no proxy
 * (`hops` 0) the header is not trusted at all: null.
 */
export function clientAddressOf(
  forwardedFor: string | null | undefined,
  hops: number,
): string | null {
  if (hops <= 0 || !forwardedFor) return null;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = entries[Math.max(0, entries.length - hops)];
  return address ? address.slice(0, MAX_ADDRESS_LENGTH).toLowerCase() : null;
}
