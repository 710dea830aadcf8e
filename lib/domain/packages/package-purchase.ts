// The package page's buy form without JavaScript (spec 02 §4 "Package purchase", §8): where the
// browser goes after the purchase call, and what the page shows when it comes back refused.

import { stringField } from '../request/json-field';

export const PACKAGE_STILL_ACTIVE = 'package_still_active_no_downgrade';

/** `/apps/paquetes/{id}` (spec 02 §2 "Package pages"). */
export function packagePagePath(id: string): string {
  return `/apps/paquetes/${encodeURIComponent(id)}`;
}

export interface PurchaseAnswer {
  status: number;
  /** The JSON answer, when there was one. */
  body: unknown;
}

/**
 * The purchase call's answer as the next location: the payment page with the token; login
 * (back to the package after it) when signed out; else the package page with `error` (and
 * `until`, the current plan's expiry, for the downgrade refusal).
 */
export function purchaseLocation(id: string, answer: PurchaseAnswer | null): string {
  const page = packagePagePath(id);
  const token = answer?.status === 200 ? stringField(answer.body, 'payment_token') : undefined;
  if (token) return `/me/payments/${encodeURIComponent(token)}`;
  if (answer?.status === 401) return `/login?next=${encodeURIComponent(page)}`;
  const code = stringField(answer?.body, 'code') ?? 'internal_error';
  const query = new URLSearchParams({ error: code.slice(0, 60) });
  const until = stringField(answer?.body, 'plan_expires_at');
  if (code === PACKAGE_STILL_ACTIVE && until) query.set('until', until);
  return `${page}?${query.toString()}`;
}

export type PurchaseRefusal =
  { kind: 'still-active'; until: Date } | { kind: 'failed'; code: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const CODE = /^[a-z_]{1,60}$/;

/** The refusal the package page was sent back with, or null (a fresh visit, or a forged query). */
export function purchaseRefusal(
  query: Record<string, string | string[] | undefined>,
): PurchaseRefusal | null {
  const code = first(query.error);
  if (!code || !CODE.test(code)) return null;
  const until = new Date(first(query.until) ?? '');
  if (code === PACKAGE_STILL_ACTIVE && !Number.isNaN(until.getTime())) {
    return { kind: 'still-active', until };
  }
  return { kind: 'failed', code };
}
