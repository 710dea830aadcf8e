import 'server-only';

import type { Context } from 'hono';
import { createTranslator } from 'next-intl';

import type { CheckoutErrorBody } from '@/lib/api/schemas/checkout';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { CheckoutError } from '@/lib/server/checkout/checkout-error';
import type { ApiEnv } from './env';

const CHECKOUT_MESSAGES = { es: es.checkout, en: en.checkout } as const;

/** 409 `{ code, message, product_id?, missing? }` in the request's language; other errors as usual. */
export async function refusedAsConflict<T>(c: Context<ApiEnv>, run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    const locale = c.var.locale;
    const t = createTranslator({
      locale,
      messages: CHECKOUT_MESSAGES[locale],
      namespace: 'errors',
    });
    const body: CheckoutErrorBody = { code: error.code, message: t(error.code), ...error.details };
    return { ok: false as const, response: c.json(body, 409) };
  }
}
