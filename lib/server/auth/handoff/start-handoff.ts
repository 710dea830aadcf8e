import 'server-only';

import type { Db } from '@/lib/db/client';
import { HANDOFF_STATE_TTL_SECONDS } from '@/lib/domain/accounts/handoff-rules';
import { HANDOFF_PATHS } from '@/lib/domain/paths/handoff-paths';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';
import { publicOrigin } from '@/lib/domain/seo/public-origin';
import { publicSite } from '@/lib/env';

import { randomToken } from '../../accounts/secrets';
import { ApiError } from '../../errors';
import { knownHandoffHost } from './handoff-hosts';

export interface HandoffStart {
  authorize_url: string;
  state: string;
  expires_in: number;
}

/**
 * The first step, on the host the visitor goes to (`ownHost`): where to ask `from` for the
 * session (its `authorize` page, with this host's `allow` page as `redirect_uri` carrying `next`)
 * and a fresh `state` for this browser to keep. `from` must be the platform's host or a shop's
 * sub-domain: a shop's own domain is not asked, since its owner answers there and could send
 * back a code of their own account (a login forged on the visitor).
 */
export async function startHandoff(
  db: Db,
  input: { from: string; next?: string | undefined; ownHost: string },
): Promise<HandoffStart> {
  const site = publicSite();
  const from = await knownHandoffHost(db, input.from);
  const fromOrigin = from && from.kind !== 'domain' ? publicOrigin(from.host, site) : null;
  const ownOrigin = publicOrigin(input.ownHost, site);
  if (!fromOrigin || !ownOrigin) throw new ApiError('invalid_handoff_host');
  const next = sameOriginReturnPath(input.next, input.ownHost) ?? '/';
  const redirectUri = `${ownOrigin}${HANDOFF_PATHS.allow}?${new URLSearchParams({ next })}`;
  const state = randomToken(24);
  const query = new URLSearchParams({ redirect_uri: redirectUri, state });
  return {
    authorize_url: `${fromOrigin}${HANDOFF_PATHS.authorize}?${query}`,
    state,
    expires_in: HANDOFF_STATE_TTL_SECONDS,
  };
}
