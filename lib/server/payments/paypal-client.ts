import 'server-only';

import { z } from 'zod';

import type { PayPalSetup } from './paypal-config';

/**
 * PayPal's REST API (v2 Checkout Orders) as the server uses it: an OAuth2 client-credentials
 * token (kept until a minute before it expires), order create and capture. Every answer is
 * checked with zod; anything unexpected is a `PayPalError`.
 */

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's issue (`INSTRUMENT_DECLINED`, `ORDER_ALREADY_CAPTURED`, …) or error name. */
    readonly issue: string,
  ) {
    super(`PayPal ${status} ${issue}`);
    this.name = 'PayPalError';
  }
}

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number() });

const Amount = z.object({ currency_code: z.string(), value: z.string() });

export const PayPalCaptureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: Amount,
});
export type PayPalCapture = z.infer<typeof PayPalCaptureSchema>;

export const PayPalOrderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(PayPalCaptureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
export type PayPalOrder = z.infer<typeof PayPalOrderSchema>;

const ErrorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

const TIMEOUT_MS = 20_000;
const tokens = new Map<string, { value: string; until: number }>();

async function accessToken(setup: PayPalSetup): Promise<string> {
  const key = `${setup.base} ${setup.clientId}`;
  const kept = tokens.get(key);
  if (kept && kept.until > Date.now()) return kept.value;
  const res = await fetch(`${setup.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${setup.clientId}:${setup.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new PayPalError(res.status, 'AUTHENTICATION_FAILURE');
  const answer = TokenAnswer.safeParse(await res.json().catch(() => null));
  if (!answer.success) throw new PayPalError(res.status, 'INVALID_TOKEN_ANSWER');
  tokens.set(key, {
    value: answer.data.access_token,
    until: Date.now() + Math.max(0, answer.data.expires_in - 60) * 1000,
  });
  return answer.data.access_token;
}

/** Forgets kept access tokens (tests switching credentials). */
export function forgetPayPalTokens(): void {
  tokens.clear();
}

/**
 * One authorised call; the answer is checked with `schema`. `body` is sent as it is when it is
 * text (the webhook check embeds the event's raw bytes), else as JSON.
 */
async function send<T>(
  setup: PayPalSetup,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  { body, requestId }: { body?: unknown; requestId?: string } = {},
): Promise<T> {
  const token = await accessToken(setup);
  const res = await fetch(`${setup.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    body:
      method === 'POST'
        ? typeof body === 'string'
          ? body
          : JSON.stringify(body ?? {})
        : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) tokens.delete(`${setup.base} ${setup.clientId}`);
    const error = ErrorAnswer.safeParse(json);
    const issue = error.success
      ? (error.data.details?.[0]?.issue ?? error.data.name ?? 'UNKNOWN')
      : 'UNKNOWN';
    throw new PayPalError(res.status, issue);
  }
  const answer = schema.safeParse(json);
  if (!answer.success) throw new PayPalError(res.status, 'INVALID_ANSWER');
  return answer.data;
}

const call = (
  setup: PayPalSetup,
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; requestId?: string },
): Promise<PayPalOrder> => send(setup, method, path, PayPalOrderSchema, options);

export interface CreateOrderInput {
  referenceId: string;
  customId: string;
  description: string;
  currency: string;
  /** Decimal text (`'499.00'`). */
  value: string;
  returnUrl: string;
  cancelUrl: string;
  /** PayPal's idempotency: the same id answers the same order. */
  requestId: string;
}

export function createPayPalOrder(setup: PayPalSetup, input: CreateOrderInput) {
  return call(setup, 'POST', '/v2/checkout/orders', {
    requestId: input.requestId,
    body: {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.customId,
          description: input.description,
          amount: { currency_code: input.currency, value: input.value },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    },
  });
}

/** Captures an approved order; the same `requestId` makes a repeat answer the same capture. */
export function capturePayPalOrder(setup: PayPalSetup, orderId: string, requestId: string) {
  return call(setup, 'POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
    requestId,
  });
}

export function getPayPalOrder(setup: PayPalSetup, orderId: string) {
  return call(setup, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
}

/** Where PayPal wants the shopper to approve (`payer-action`, or `approve` in older answers). */
export function approvalLink(order: PayPalOrder): string | null {
  return (
    order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null
  );
}

/** The transmission headers PayPal signs a webhook delivery with. */
export interface PayPalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

const VerifyAnswer = z.object({ verification_status: z.string() });

/**
 * PayPal's `POST /v1/notifications/verify-webhook-signature`: true only for
 * `verification_status: SUCCESS`. The event goes in as the raw bytes received (spliced into the
 * JSON, not parsed and written again), since the signature covers those bytes.
 */
export async function verifyPayPalWebhook(
  setup: PayPalSetup,
  webhookId: string,
  transmission: PayPalTransmission,
  rawEvent: string,
): Promise<boolean> {
  const fields = JSON.stringify({
    auth_algo: transmission.authAlgo,
    cert_url: transmission.certUrl,
    transmission_id: transmission.transmissionId,
    transmission_sig: transmission.transmissionSig,
    transmission_time: transmission.transmissionTime,
    webhook_id: webhookId,
  });
  const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
  const answer = await send(
    setup,
    'POST',
    '/v1/notifications/verify-webhook-signature',
    VerifyAnswer,
    { body },
  );
  return answer.verification_status === 'SUCCESS';
}

export const PayPalRefundSchema = z.object({
  id: z.string().min(1),
  /** COMPLETED, PENDING, FAILED or CANCELLED. */
  status: z.string(),
});
export type PayPalRefund = z.infer<typeof PayPalRefundSchema>;

/**
 * Refunds part or all of a capture (`POST /v2/payments/captures/{id}/refund`); the same
 * `requestId` (our refund's id) makes a repeat answer the same refund.
 */
export function refundPayPalCapture(
  setup: PayPalSetup,
  captureId: string,
  input: { currency: string; value: string; requestId: string; invoiceId: string },
) {
  return send(
    setup,
    'POST',
    `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
    PayPalRefundSchema,
    {
      requestId: input.requestId,
      body: {
        amount: { currency_code: input.currency, value: input.value },
        invoice_id: input.invoiceId,
      },
    },
  );
}
