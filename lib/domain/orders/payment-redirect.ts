// The payment page's pay-by-redirect button without JavaScript (spec 02 §4, §8): a form POST to
// `{page}/pagar/{provider}`, answered with a 303 to the provider or back to the page.

import { stringField } from '../request/json-field';
import { shopHref } from '../paths/tenancy';

export const REDIRECT_PROVIDERS = ['paypal', 'stripe'] as const;
export type RedirectProvider = (typeof REDIRECT_PROVIDERS)[number];

/** `{base}me/payments/{token}` (spec 02 §2 "Payment page"). */
export function paymentPagePath(base: string, token: string): string {
  return shopHref(base, `me/payments/${encodeURIComponent(token)}`);
}

/** Where the plain pay button's form posts: `{page}/pagar/{provider}`. */
export function payByRedirectAction(page: string, provider: string): string {
  return `${page}/pagar/${encodeURIComponent(provider)}`;
}

/** Back to the payment page with the refusal it shows (`code=3`, the server's code). */
export function paymentRefusedPath(page: string, code: string): string {
  return `${page}?${new URLSearchParams({ code: '3', error: code.slice(0, 60) }).toString()}`;
}

function webUrl(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : null;
}

export interface PayByRedirectAnswer {
  status: number;
  /** The JSON answer, when there was one. */
  body: unknown;
}

/**
 * The pay-by-redirect call's answer as the next location: the provider's approval URL; login
 * (back to the payment page after it) when signed out; else the payment page with the refusal
 * (`internal_error` when there was no answer).
 */
export function payByRedirectLocation(
  base: string,
  page: string,
  answer: PayByRedirectAnswer | null,
): string {
  const approval = answer?.status === 200 ? webUrl(stringField(answer.body, 'approval_url')) : null;
  if (approval) return approval;
  if (answer?.status === 401) return shopHref(base, `login?next=${encodeURIComponent(page)}`);
  return paymentRefusedPath(page, stringField(answer?.body, 'code') ?? 'internal_error');
}
