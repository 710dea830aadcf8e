import 'server-only';

import type { Context } from 'hono';

import { AuthError } from '../accounts/auth-error';
import { authErrorMessage } from '../accounts/texts';
import { DeliveryError } from '../delivery/types';
import { toErrorResponse } from '../errors';
import { RateLimitedError } from '../rate-limit/limiter';
import { StoreConflictError } from '../stores/store-errors';
import type { ApiEnv } from './env';
import { storeConflictResponse } from './store-conflict';

/** Accounts failures → `{ code, message }` from `auth.errors` (429 with Retry-After); others as usual. */
export function authErrorResponse(error: Error, c: Context<ApiEnv>) {
  const locale = c.var.locale;
  if (error instanceof RateLimitedError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ code: 'rate_limited', message: authErrorMessage('rate_limited', locale) }, 429);
  }
  if (error instanceof StoreConflictError) return storeConflictResponse(c, error);
  const authError =
    error instanceof DeliveryError
      ? (console.error('[auth] delivery failed', error.message), new AuthError(error.code))
      : error instanceof AuthError
        ? error
        : null;
  if (authError) {
    const body = { code: authError.code, message: authErrorMessage(authError.code, locale) };
    return c.json(
      authError.registration ? { ...body, registration: authError.registration } : body,
      authError.status,
    );
  }
  const { status, body } = toErrorResponse(error, locale);
  return c.json(body, status as 500);
}
