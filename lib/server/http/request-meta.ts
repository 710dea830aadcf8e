import 'server-only';

import type { Context } from 'hono';

import { clientAddressOf, parseTrustedProxyHops } from '@/lib/domain/request/client-address';

import type { RequestMeta } from '../accounts/deps';
import type { ApiEnv } from './env';

let warnedNoProxy = false;

/**
 * The sender's address, for per-IP limits and the session row. `next start` gives route
 * handlers no socket address: Next 16 only copies it into `X-Forwarded-For` when the request
 * carries none (`??=` in its base server), so a client's own header passes through untouched.
 * Only entries appended by the `TRUSTED_PROXY_HOPS` proxies in front are believed: the
 * `hops`-th from the right (lib/domain/request/client-address.ts). With no proxy (0, the default) no
 * header is believed and every caller shares the one `unknown` address, so per-IP limits become
 * limits for the whole site rather than something a rotated header escapes. `X-Real-IP` is
 * never read (a proxy that does not set it passes the client's copy on).
 */
export function requestIp(c: Context<ApiEnv>): string {
  const hops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  if (hops === 0 && process.env.NODE_ENV === 'production' && !warnedNoProxy) {
    warnedNoProxy = true;
    console.warn(
      '[request-meta] TRUSTED_PROXY_HOPS is 0: X-Forwarded-For is ignored and per-IP limits count every caller together. Set it to the number of proxies in front of the app.',
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
