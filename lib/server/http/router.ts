import 'server-only';

import { OpenAPIHono } from '@hono/zod-openapi';

import type { ApiEnv } from './env';
import { validationErrorResponse } from './validation-error';

/** Every API router shares the validation hook: invalid input → 422 `validation_error`. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationErrorResponse(c, result.error);
    },
  });
}
