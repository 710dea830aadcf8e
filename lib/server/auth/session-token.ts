import 'server-only';

import { createHash } from 'node:crypto';

export const SESSION_COOKIE = 'tienda_session';

/** Sessions are stored by the SHA-256 of their cookie token, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
