import 'server-only';

import type { Context } from 'hono';
import type { z } from 'zod';

import { errorMessage } from '../errors';
import type { ApiEnv } from './env';

/** zod issues → `{ code: 'validation_error', message, fields: { path: [messages] } }` with 422. */
export function validationErrorResponse(c: Context<ApiEnv>, error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return c.json(
    { code: 'validation_error' as const, message: errorMessage('validation_error', c.var.locale), fields },
    422,
  );
}
