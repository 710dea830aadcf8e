/** Who answers a user's questions (spec 02 §1 "Advisor and tour", §6, §9). */

/** The advisor counts as online when their last heartbeat is within 5 minutes (spec 02 §9). */
export const ADVISOR_ONLINE_WINDOW_MS = 5 * 60_000;

/** The open app sends a heartbeat this often; the server records at most one a minute. */
export const HEARTBEAT_INTERVAL_MS = 2 * 60_000;
export const HEARTBEAT_MIN_GAP_MS = 60_000;

export function isOnline(lastHeartbeatAt: Date | null, now: Date): boolean {
  if (!lastHeartbeatAt) return false;
  const age = now.getTime() - lastHeartbeatAt.getTime();
  // A clock slightly ahead on the writer still counts as now.
  return age <= ADVISOR_ONLINE_WINDOW_MS && age >= -ADVISOR_ONLINE_WINDOW_MS;
}

export type AdvisorKind = 'advisor' | 'coordinator';

/**
 * Which contact a user sees: owners of an affiliate or franchise store get their assigned advisor
 * (the person who set the store up with them); otherwise level-two users get their coordinator.
 * Null when neither applies or nobody is assigned.
 */
export function advisorKindFor(user: {
  level: number;
  ownsAffiliateOrFranchise: boolean;
  hasAdvisor: boolean;
  hasCoordinator: boolean;
}): AdvisorKind | null {
  if (user.ownsAffiliateOrFranchise && user.hasAdvisor) return 'advisor';
  if (user.level === 2 && user.hasCoordinator) return 'coordinator';
  return null;
}
