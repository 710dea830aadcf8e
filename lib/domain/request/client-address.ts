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

/**
 * The request header the front server (`server/`, what `npm start` runs) sets on
 * every request before Next sees it: `<token> <chain>`, where the chain is the `X-Forwarded-For`
 * the client sent followed by the socket's own address. A client's copy of the header is dropped
 * there, so only the front server's copy ever reaches the app.
 */
export const FRONT_ADDRESS_HEADER = 'x-tienda-client-ip';

/**
 * The variable holding the front server's token for this process (a random value it sets itself
 * at start). Without it no front server stands in front, and the header is not believed.
 */
export const FRONT_TOKEN_VARIABLE = 'TIENDA_FRONT_TOKEN';

/**
 * The address chain of the front server's header, or null when the header is missing or was not
 * written by this process's front server (no token, or another token).
 */
export function frontServerChain(
  header: string | null | undefined,
  token: string | null | undefined,
): string | null {
  if (!header || !token) return null;
  const space = header.indexOf(' ');
  if (space <= 0 || header.slice(0, space) !== token) return null;
  return header.slice(space + 1);
}

/**
 * The client's address from the front server's chain behind `hops` trusted proxies: with none, the
 * socket's own address (the last entry, which no client can forge); with `hops` proxies, the entry
 * the outermost one appended, `hops` places left of the socket. Proxies only ever add trusted hops
 * on top of the socket.
 */
export function clientAddressFromChain(chain: string, hops: number): string | null {
  return clientAddressOf(chain, hops + 1);
}
