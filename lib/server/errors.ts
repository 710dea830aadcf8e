import 'server-only';

import { HTTPException } from 'hono/http-exception';

import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Locale } from '@/lib/i18n/locales';

/**
 * One table from error code to HTTP status. Codes are the spec's (`invalid_product`,
 * `updating_position_error`, …) plus the platform's own; messages come from the `errors`
 * namespace of messages/<locale>.json so the UI can show them as they are.
 */
export const ERROR_STATUS = {
  validation_error: 422,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  shop_not_found: 404,
  product_not_found: 404,
  catalogue_not_found: 404,
  banner_not_found: 404,
  header_not_found: 404,
  checkout_not_found: 404,
  shared_checkout_not_found: 404,
  order_not_found: 404,
  supplier_not_found: 404,
  address_not_found: 404,
  package_not_found: 404,
  receipt_not_found: 404,
  /** No account has the e-mail given for a supplier's new member. */
  user_not_found: 404,
  member_not_found: 404,
  idempotency_key_reused: 422,
  order_not_payable: 409,
  package_already_paid: 409,
  /** A package's payment token past its hour (lib/domain/packages/package-token.ts): buy it again. */
  payment_expired: 409,
  order_state_changed: 409,
  order_not_advanceable: 409,
  order_not_cancellable: 409,
  /** A receipt asked of an order still waiting for payment, or cancelled (lib/domain/orders/receipts.ts). */
  order_not_paid: 409,
  /** The supplier's owner is never one of its members (lib/server/suppliers/add-supplier-member.ts). */
  member_is_owner: 409,
  /** A supplier has at most 20 members (lib/domain/orders/supplier-policy.ts). */
  member_limit_reached: 409,
  invalid_signature: 400,
  payments_not_configured: 404,
  payment_provider_error: 502,
  /** A card refused by the provider (its decline code travels as `decline_code`). */
  card_declined: 402,
  /** The card's bank wants an action on another page (`redirect`). */
  requires_action: 409,
  product_catalogue_has_products: 409,
  invalid_product: 422,
  updating_position_error: 400,
  proxy_shop_read_only: 409,
  banner_limit_reached: 409,
  method_not_allowed: 405,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string[]>,
  ) {
    super(code);
    this.name = 'ApiError';
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

const catalogs = { es: es.errors, en: en.errors } as const;

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return catalogs[locale][code];
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string[]>;
}

/** Turns anything thrown into the JSON answer; unknown errors are logged and become a 500. */
export function toErrorResponse(
  error: unknown,
  locale: Locale,
): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: errorMessage(error.code, locale),
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
  }
  // hono's validators throw a 4xx HTTPException for a body that is not JSON or a form: bad
  // input, not a bug.
  if (error instanceof HTTPException && error.status < 500) {
    return {
      status: 400,
      body: { code: 'bad_request', message: errorMessage('bad_request', locale) },
    };
  }
  console.error('[api] unexpected error', error);
  return {
    status: 500,
    body: { code: 'internal_error', message: errorMessage('internal_error', locale) },
  };
}
