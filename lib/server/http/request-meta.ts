import 'server-only';

import type { Context } from 'hono';

import {
  clientAddressFromChain,
  clientAddressOf,
  FRONT_ADDRESS_HEADER,
  FRONT_TOKEN_VARIABLE,
  frontServerChain,
  parseTrustedProxyHops,
} from '@/lib/domain/request/client-address';

import type { RequestMeta } from '../accounts/deps';
import type { ApiEnv } from './env';
import { logger } from '../log/logger';

let warnedNoFrontServer = false;

/**
 * The sender's address, for per-IP limits and the session row (rules in
 * lib/domain/request/client-address.ts). Behind the front server `npm start` runs
 * (server/), the socket's address, or with `TRUSTED_PROXY_HOPS` proxies in front the
 * entry the outermost one appended: every client has its own bucket and no header a client sends
 * changes it.
 *
 * Without the front server (`next dev`, a bare `next start`) the app sees no socket address: Next 16
 * copies it into `X-Forwarded-For` only when the request carries none, so a client's own header
 * passes through. Then only entries the `TRUSTED_PROXY_HOPS` proxies appended are believed, and with
 * none (0) every caller shares the one `unknown` address: per-IP limits act for the whole site
 * rather than being escaped by a rotated header (a warning says so once in production).
 * `X-Real-IP` is never read.
 */
export function requestIp(c: Context<ApiEnv>): string {
  const hops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  const chain = frontServerChain(
    c.req.header(FRONT_ADDRESS_HEADER),
    process.env[FRONT_TOKEN_VARIABLE],
  );
  if (chain !== null) return clientAddressFromChain(chain, hops) ?? 'unknown';
  if (hops === 0 && process.env.NODE_ENV === 'production' && !warnedNoFrontServer) {
    warnedNoFrontServer = true;
    logger.warn(
      'requests do not come through the front server (npm start) and TRUSTED_PROXY_HOPS is 0: per-IP limits count every caller together. Serve with npm start, or set TRUSTED_PROXY_HOPS to the number of proxies in front.',
    );
  }
  return clientAddressOf(c.req.header('x-forwarded-for'), hops) ?? 'unknown';
}

/**
 * The site the visitor says it is on, from client-supplied headers: fine for sending the caller
 * back to where it came from (payments), never for links sent to someone else (the activation
 * link is built from ROOT_DOMAIN, see accounts/activation-link.ts).
 */
function requestOrigin(c: Context<ApiEnv>): string {
  const origin = c.req.header('origin');
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
  return host ? `${proto}://${host}` : new URL(c.req.url).origin;
}

export function requestMeta(c: Context<ApiEnv>): RequestMeta {
  return {
    ip: requestIp(c),
    locale: c.var.locale,
    origin: requestOrigin(c),
    userAgent: c.req.header('user-agent'),
  };
}
