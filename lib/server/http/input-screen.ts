import 'server-only';

import type { MiddlewareHandler } from 'hono';

import {
  isReadablePath,
  unstorableFields,
  unstorableQueryFields,
} from '@/lib/domain/request/hostile-input';

import { ApiError } from '../errors';
import { serverTranslator } from '../messages';
import type { ApiEnv } from './env';

/** The media types hono's JSON validator reads (`application/json`, `application/*+json`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function isJsonBody(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(contentType?.split(';')[0]?.trim() ?? '');
}

/**
 * The body parsed from a copy, so the request's own stays unread for the route (an upload's cap
 * counts it as it arrives); undefined when it is not JSON, which the route's validator answers.
 */
async function jsonOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * Refuses, for every operation and before any route reads its input, what no route could store:
 * a path that does not percent-decode to text (`%ff`, an escaped surrogate) is 400 `bad_request`;
 * NUL (U+0000) in the path is the same, and in a query value or anywhere in a JSON body (a string
 * or a key, at any depth) it is 422 `validation_error` naming the fields, as is half a character
 * (a lone surrogate) in a body. PostgreSQL cannot hold NUL in text or jsonb, nor a lone surrogate
 * in jsonb. A body that is not JSON is left to the route's validator (400).
 */
export function inputScreen(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isReadablePath(url.pathname)) {
      throw new ApiError('bad_request', undefined, { message: 'errors.unreadable_path' });
    }
    const fields = [...unstorableQueryFields(url.searchParams)];
    if (fields.length === 0 && isJsonBody(c.req.header('content-type'))) {
      fields.push(...unstorableFields(await jsonOf(c.req.raw)));
    }
    if (fields.length > 0) {
      const message = serverTranslator(c.var.locale)('validation.unstorable_text');
      throw new ApiError(
        'validation_error',
        Object.fromEntries(fields.map((field) => [field, [message]])),
      );
    }
    await next();
  };
}
