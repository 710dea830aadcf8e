import 'server-only';

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { defaultLocale } from '@/lib/i18n/locales';

import { toErrorResponse } from '../errors';
import type { ApiEnv } from './env';

/**
 * The API app's error handler (`onError`, `notFound`): the one place an error becomes an answer.
 * Handlers, middleware and services only throw; `toErrorResponse` builds the body and status,
 * this writes them with the error's headers (`Retry-After`).
 */
export function answerError(error: unknown, c: Context<ApiEnv>) {
  const { status, body, headers } = toErrorResponse(error, c.var.locale ?? defaultLocale);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, status as ContentfulStatusCode);
}
