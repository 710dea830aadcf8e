// The order page's restart button without JavaScript (spec 02 §8 'time to complete purchase
// expired' with a restart option): a form POST to `{order page}/reintentar`, answered with a 303
// to the order's payment page, or back to the order page with the refusal's code.

import { shopHref } from '../paths/tenancy';
import { stringField } from '../request/json-field';
import { paymentPagePath } from './payment-redirect';

/** `{base}mis-compras/{order}`. */
export function orderPagePath(base: string, orderId: string): string {
  return shopHref(base, `mis-compras/${encodeURIComponent(orderId)}`);
}

/** Where the restart form posts. */
export function restartPaymentAction(base: string, orderId: string): string {
  return `${orderPagePath(base, orderId)}/reintentar`;
}

/** The query parameter that brings a refusal's code back to the order page. */
export const RESTART_ERROR_PARAM = 'restart_error';

/**
 * The restart call's answer as the next location: the payment page of the order's token; login
 * (back to the order page after it) when signed out; else the order page with the refusal's code
 * (`internal_error` when there was no answer).
 */
export function restartPaymentLocation(
  base: string,
  orderId: string,
  answer: { status: number; body: unknown } | null,
): string {
  const page = orderPagePath(base, orderId);
  const token = answer?.status === 200 ? stringField(answer.body, 'payment_token') : null;
  if (token) return paymentPagePath(base, token);
  if (answer?.status === 401) return shopHref(base, `login?next=${encodeURIComponent(page)}`);
  const code = stringField(answer?.body, 'code') ?? 'internal_error';
  return `${page}?${new URLSearchParams({ [RESTART_ERROR_PARAM]: code.slice(0, 60) }).toString()}`;
}
