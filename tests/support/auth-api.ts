import { desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import type { createApiApp } from '@/lib/server/http/app';

export type Api = ReturnType<typeof createApiApp>;

/**
 * The suites run as behind one reverse proxy that appends the caller's address to
 * X-Forwarded-For: `call`'s `ip` is that entry (the right-most), which is what per-IP limits
 * count. Tests of other set-ups change TRUSTED_PROXY_HOPS themselves.
 */
export const TEST_PROXY_HOPS = '1';
process.env.TRUSTED_PROXY_HOPS = TEST_PROXY_HOPS;

export interface CallOptions {
  /** The caller's address as the proxy in front saw it (the right-most X-Forwarded-For entry). */
  ip?: string;
  cookie?: string;
  locale?: string;
  headers?: Record<string, string>;
}

/** A JSON call the way the site's own pages make it (same-origin fetch). */
export function call(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
) {
  return api.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.ip ?? '192.0.2.1',
      'x-locale': options.locale ?? 'es',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * `send(method, path, body?, who?, headers?)`: an `/api` call from the site's own pages (with
 * their `Origin`, which the payment routes build return URLs from), as `who` (a session cookie).
 * `apiOf` is read per call, so a suite can make its app in `beforeAll`.
 */
export function siteSender(apiOf: () => Api) {
  return (
    method: string,
    path: string,
    body?: unknown,
    who?: string,
    headers: Record<string, string> = {},
  ) =>
    call(apiOf(), method, `/api${path}`, body, {
      cookie: who,
      headers: { origin: 'http://localhost:3000', ...headers },
    });
}

/** `tienda_session=<token>` from a response's Set-Cookie, for the next request. */
export function sessionCookie(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /tienda_session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in "${header}"`);
  return `tienda_session=${match[1]}`;
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(db: Db, recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!row) throw new Error(`no message to ${recipient}`);
  return row;
}

/** The 6-digit PIN (or reset code) in a message body. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in "${body}"`);
  return match[1];
}

/** A PIN that is not `pin`. */
export function otherPin(pin: string): string {
  return pin === '000000' ? '111111' : '000000';
}
