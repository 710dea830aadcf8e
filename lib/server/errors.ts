import 'server-only';

import { HTTPException } from 'hono/http-exception';
import type { TranslationValues } from 'next-intl';

import { ERRORS, type ErrorCode, type MessageKey } from '@/lib/api/error-codes';
import type { Locale } from '@/lib/i18n/locales';

import { logger } from './log/logger';
import { serverTranslator } from './messages';

export { ERRORS, type ErrorCode, isErrorCode } from '@/lib/api/error-codes';

export interface ApiErrorOptions {
  /** Answer fields besides `code` and `message`: `product_id`, `suggestions`, `decline_code`, … */
  details?: Record<string, unknown>;
  /** Answer headers, such as `Retry-After`. */
  headers?: Record<string, string>;
  /** Another text than the code's own, where a feature words the same code its own way. */
  message?: MessageKey;
  /** What the message interpolates; a function when a value is written per language (a date). */
  values?: TranslationValues | ((locale: Locale) => TranslationValues);
}

/**
 * Every failure the API answers: a code of `ERRORS`, with field errors (`validation_error`),
 * extra answer fields and headers as the code needs. Services throw it (or a feature's subclass
 * that names its details); `toErrorResponse` alone turns it into the answer.
 */
export class ApiError extends Error {
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string[]>,
    private readonly options: ApiErrorOptions = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }

  get status(): (typeof ERRORS)[ErrorCode]['status'] {
    return ERRORS[this.code].status;
  }

  /** The message in `locale`: the code's text, or the one the error names, filled in. */
  messageIn(locale: Locale): string {
    const { message = ERRORS[this.code].message, values } = this.options;
    const filled = typeof values === 'function' ? values(locale) : values;
    return serverTranslator(locale)(message, filled);
  }
}

/** A code's own message in `locale` (pages that show an API refusal by its code). */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return serverTranslator(locale)(ERRORS[code].message);
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string[]>;
  [detail: string]: unknown;
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/**
 * The one place an error becomes the API's answer: `{ code, message, fields?, …details }` with
 * the code's status and the error's headers, the message in the request's language. hono's own
 * 4xx (a body that is not JSON or a form) is `bad_request`; anything else is a bug: logged as one
 * line with `request` (method, path, route, request id), 500.
 */
export function toErrorResponse(
  error: unknown,
  locale: Locale,
  request: Record<string, unknown> = {},
): ErrorResponse {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.messageIn(locale),
        ...error.details,
        ...(error.fields ? { fields: error.fields } : {}),
      },
      headers: error.headers,
    };
  }
  if (error instanceof HTTPException && error.status < 500) {
    return toErrorResponse(new ApiError('bad_request'), locale);
  }
  logger.error({ err: error, ...request }, 'unexpected API error');
  return toErrorResponse(new ApiError('internal_error'), locale);
}
