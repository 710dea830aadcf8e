/** Contact messages a sender (IP address) may send one shop per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/**
 * Seconds until a sender may write again: when the oldest message still in the window leaves it.
 * `sentAt` are the sender's messages inside the window; none means no wait.
 */
export function contactRetryAfterSeconds(sentAt: readonly Date[], now: Date): number {
  if (sentAt.length < CONTACT_RATE_LIMIT.max) return 0;
  const oldest = Math.min(...sentAt.map((d) => d.getTime()));
  return Math.max(
    1,
    Math.ceil((oldest + CONTACT_RATE_LIMIT.windowSeconds * 1000 - now.getTime()) / 1000),
  );
}
