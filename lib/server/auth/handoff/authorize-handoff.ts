import 'server-only';

import { randomUUID } from 'node:crypto';

import { lt } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { handoffCodes } from '@/lib/db/schema';
import {
  HANDOFF_CODE_TTL_SECONDS,
  parseRedirectUri,
  withQuery,
} from '@/lib/domain/accounts/handoff-rules';
import { publicSite } from '@/lib/env';

import { hashSecret, randomToken } from '../../accounts/secrets';
import { ApiError } from '../../errors';
import { liveSession } from '../session';
import { knownHandoffHost } from './handoff-hosts';

export interface HandoffAuthorization {
  /** The target's `allow` address with `code` and `state`, or `error=login_required`. */
  redirect_to: string;
  code: string | null;
  expires_in: number | null;
}

/**
 * The second step, on the host that has the session: a one-time code for the target host named
 * by `redirect_uri` (random, stored as its SHA-256, 60 seconds, bound to that host, to the
 * `state` and to this login). Without a session the target is told `login_required`. A shop's own
 * domain gets a code only once the person said yes (`confirmed`): its owner runs that host.
 */
export async function authorizeHandoff(
  db: Db,
  input: {
    redirect_uri: string;
    state: string;
    confirmed?: boolean | undefined;
    sessionToken: string | undefined;
  },
  now = new Date(),
): Promise<HandoffAuthorization> {
  const target = parseRedirectUri(input.redirect_uri, publicSite().protocol);
  const place = target ? await knownHandoffHost(db, target.host) : null;
  if (!target || !place) throw new ApiError('invalid_handoff_host');
  const session = await liveSession(db, input.sessionToken, now);
  if (!session) {
    const redirect = withQuery(target.url, { error: 'login_required', state: input.state });
    return { redirect_to: redirect, code: null, expires_in: null };
  }
  if (place.kind === 'domain' && !input.confirmed)
    throw new ApiError('handoff_confirmation_required', undefined, {
      values: { domain: place.host },
    });
  const code = randomToken(32);
  await db.delete(handoffCodes).where(lt(handoffCodes.expiresAt, now));
  await db.insert(handoffCodes).values({
    id: randomUUID(),
    codeHash: hashSecret('handoff', code),
    userId: session.userId,
    originSessionId: session.originId,
    targetHost: place.host,
    stateHash: hashSecret('handoff-state', input.state),
    expiresAt: new Date(now.getTime() + HANDOFF_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return {
    redirect_to: withQuery(target.url, { code, state: input.state }),
    code,
    expires_in: HANDOFF_CODE_TTL_SECONDS,
  };
}
