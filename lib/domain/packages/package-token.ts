/**
 * How long a plan package's payment token can be paid (spec 02 §9 gives one payment window, the
 * bank transfer's hour, and §8 the message "time to complete purchase expired" with a restart
 * option): the same hour, counted from when the token was issued (`created_at`). After it the
 * token is expired: not paid, and buying the package again issues a fresh one at today's price.
 */
export const PACKAGE_TOKEN_TTL_MS = 60 * 60 * 1000;

/** When a package token issued at `createdAt` stops being payable. */
export function packageTokenExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PACKAGE_TOKEN_TTL_MS);
}

/** The issue time before which an open package token is expired at `now`. */
export function packageTokensIssuedBefore(now: Date): Date {
  return new Date(now.getTime() - PACKAGE_TOKEN_TTL_MS);
}

/** Whether a package token can no longer be paid at `now` (its hour is over, or it was marked). */
export function isPackageTokenExpired(
  token: { state: string; createdAt: Date },
  now: Date = new Date(),
): boolean {
  if (token.state === 'expired') return true;
  return (
    token.state === 'open' && now.getTime() >= packageTokenExpiresAt(token.createdAt).getTime()
  );
}
