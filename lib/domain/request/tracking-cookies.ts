import { hostNameOf, isIpHostName } from '../paths/host-names';
import { cutCodePoints } from '../text/cut-code-points';

/** Spec 01 §9: the tracking cookies live for 1 day. */
export const TRACKING_COOKIE_MAX_AGE = 86_400;
export const TRACKING_VALUE_MAX_LENGTH = 200;

/** Query parameter → cookie name (spec 01 §7, "GET shop by slug"). */
export const TRACKING_PARAMS = [
  { param: 'referral', cookie: 'referralID' },
  { param: 'campaign', cookie: 'campaign' },
  { param: 'click_id', cookie: 'clickID' },
] as const;

export type TrackingCookieName = (typeof TRACKING_PARAMS)[number]['cookie'];

/**
 * Other names a parameter arrives under, read when the main name is absent: `referal_id` is
 * the referral in the query of `/register/complete/` (spec 02 §2, spelled so there).
 */
const PARAM_ALIASES: Partial<Record<(typeof TRACKING_PARAMS)[number]['param'], string[]>> = {
  referral: ['referal_id'],
};

function paramValue(params: URLSearchParams, param: (typeof TRACKING_PARAMS)[number]['param']) {
  const names = [param, ...(PARAM_ALIASES[param] ?? [])];
  return names.map((name) => params.get(name)).find((value) => value !== null) ?? null;
}

export type TrackingCookieOp =
  { name: string; action: 'set'; value: string } | { name: string; action: 'delete' };

/** Control characters (NUL among them: PostgreSQL cannot store it) have no place in a tracking value. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * A tracking value as stored: control characters removed, trimmed, capped. The same rule when the
 * middleware writes the cookie from a link and when checkout reads it back (a client may set any
 * cookie); empty or absent is null.
 */
export function trackingValue(raw: string | null | undefined): string | null {
  return (
    cutCodePoints((raw ?? '').replace(CONTROL_CHARACTERS, '').trim(), TRACKING_VALUE_MAX_LENGTH) ||
    null
  );
}

/** A parameter with a value sets its cookie, present but empty deletes it, absent leaves it alone. */
export function trackingCookieOps(params: URLSearchParams): TrackingCookieOp[] {
  const ops: TrackingCookieOp[] = [];
  for (const { param, cookie } of TRACKING_PARAMS) {
    const raw = paramValue(params, param);
    if (raw === null) continue;
    const value = trackingValue(raw);
    ops.push(value ? { name: cookie, action: 'set', value } : { name: cookie, action: 'delete' });
  }
  return ops;
}

/**
 * The `Domain` attribute that shares the cookies between the root site and every shop
 * sub-domain: `example.mx` → `.example.mx`.
 *
 * `undefined` (a host-only cookie) when no shared domain is possible:
 * - single-label roots such as `localhost`: Chrome and Firefox ignore `Domain=localhost`, so
 *   on a local set-up each host (`localhost`, `demo.localhost`) keeps its own cookies;
 * - IP addresses: a `Domain` on an IP must equal the request's IP, which is host-only anyway;
 * - a request host outside the root domain (a custom domain, or the server reached by IP),
 *   whose browser would reject `Domain=.example.mx` and keep no cookie at all.
 */
export function trackingCookieDomain(rootDomain: string, requestHost?: string): string | undefined {
  const root = hostNameOf(rootDomain);
  if (!root.includes('.') || isIpHostName(root)) return undefined;
  if (requestHost !== undefined) {
    const host = hostNameOf(requestHost);
    if (host !== root && !host.endsWith(`.${root}`)) return undefined;
  }
  return `.${root}`;
}
