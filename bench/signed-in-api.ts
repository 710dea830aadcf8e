// The API app in this process, with a fresh session for one user: what the list benches ask through.
import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../lib/db/client';

/**
 * Opens a session for `userId` on `handle` and answers `get(path)`, a GET through the in-process
 * API app with that session's cookie (loaded lazily: the server modules need the bench's
 * server-only hook first).
 */
export async function signedInApi(handle: DatabaseHandle, userId: string, label: string) {
  const { sessions } = await import('../lib/db/schema');
  const { hashSessionToken, SESSION_COOKIE } = await import('../lib/server/auth/session-token');
  const { createApiApp } = await import('../lib/server/http/app');
  const token = randomBytes(32).toString('base64url');
  await handle.db.insert(sessions).values({
    id: `ses_bench_${label}_${randomBytes(4).toString('hex')}`,
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const api = createApiApp({ database: async () => handle });
  return {
    get: (path: string) =>
      api.request(path, {
        headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-forwarded-for': '192.0.2.1' },
      }),
  };
}
