import 'server-only';

import {
  HANDOFF_STATE_COOKIE,
  HANDOFF_STATE_TTL_SECONDS,
} from '@/lib/domain/accounts/handoff-rules';

/**
 * The `Set-Cookie` text of the target host's hand-off state: httpOnly, host-only, SameSite=Lax
 * (it comes back on the top-level redirect from the origin host), Secure in production, five
 * minutes; `null` clears it.
 */
export function handoffStateCookie(state: string | null): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  const value = state ?? '';
  const maxAge = state ? HANDOFF_STATE_TTL_SECONDS : 0;
  return `${HANDOFF_STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
