/**
 * The login hand-off between the platform's hosts (spec 02 §7 "Authorize" / "Allow"): pages,
 * not API calls, since each step is a top-level redirect that works without JavaScript.
 *
 * 1. `start` on the host the person goes to (the target): when it has no session, it keeps a
 *    random `state` in a cookie and sends the browser to `authorize` on the host they came from.
 * 2. `authorize` on that host (the origin): with a session there it issues a one-time code for
 *    the target and sends the browser to the target's `allow` with the code and the state.
 * 3. `allow` on the target: the code and the state cookie become a session of its own there.
 *
 * `confirm` is the origin's question before a session goes to a shop's own domain.
 */
export const HANDOFF_PATHS = {
  start: '/auth/handoff',
  authorize: '/auth/authorize',
  allow: '/auth/allow',
  confirm: '/auth/confirm',
} as const;

/** Where a browser is: `window.location`'s parts, or a host the server knows. */
export interface HostAddress {
  protocol: string;
  host: string;
}

/**
 * A link to `path` on another of the platform's hosts that keeps the visitor signed in: it goes
 * through the target's hand-off, which asks `fromHost` (the page's own host) for the session.
 */
export function handoffHref(target: HostAddress, path: string, fromHost: string): string {
  const query = new URLSearchParams({ from: fromHost, next: path });
  const protocol = target.protocol.endsWith(':') ? target.protocol : `${target.protocol}:`;
  return `${protocol}//${target.host}${HANDOFF_PATHS.start}?${query.toString()}`;
}
