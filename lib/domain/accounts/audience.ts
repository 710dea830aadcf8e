import type { Audience, UserLevel } from '@/lib/domain/vocabulary';

/**
 * Which targeted content (slides, headers) a viewer sees (spec 01 §3: all, anon, ul0 registered,
 * ul1 entrepreneur without store, ul2 entrepreneur with store). Level 3 (staff) is none of them
 * and sees `all` only. An admin in an editor sees everything; the storefront itself shows an admin
 * their own level's view (lib/domain/accounts/level-rules.ts `audienceViewerOf`).
 */
export function audienceSees(
  target: Audience,
  viewer: { anonymous: true } | { anonymous: false; level: UserLevel; admin: boolean },
): boolean {
  if (target === 'all') return true;
  if (viewer.anonymous) return target === 'anon';
  if (viewer.admin) return true;
  return target === `ul${viewer.level}`;
}
