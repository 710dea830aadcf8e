import 'server-only';

import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';

import { ApiError } from '../errors';
import type { ApiEnv } from './env';

/** zod issues → `{ path: [messages] }` (`_` for the input as a whole). */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Every API router shares the validation hook: invalid input is 422 `validation_error` with its
 * `fields`, answered by the app's error handler like any other error. The messages are the
 * schema's own where it words them, else localised (lib/server/validation-messages.ts).
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new ApiError('validation_error', fieldErrors(result.error));
    },
  });
}
