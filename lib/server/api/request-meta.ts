import 'server-only';

import type { Context } from 'hono';

import type { RequestMeta } from '../accounts/deps';
import type { ApiEnv } from './env';

/**
 * The sender's address: the first `X-Forwarded-For` entry (set by the proxy in front of the app),
 * else `X-Real-IP`. Without a proxy the header is the client's word: per-account limits still hold.
 */
export function requestIp(c: Context<ApiEnv>): string {
  return (
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ||
    c.req.header('x-real-ip')?.trim() ||
    'unknown'
  );
}

/** The site the visitor is on (links in messages point back to it). */
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
