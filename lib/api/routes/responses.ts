import type { z } from 'zod';

import { ErrorSchema } from '../schemas/common';

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/**
 * A JSON request body, for `request: { body: jsonBody(Schema) }`; `{ required: false }` when the
 * body may be left out (the handler then reads the schema's defaults).
 */
export function jsonBody<T extends z.ZodType>(schema: T, { required = true } = {}) {
  return { content: { 'application/json': { schema } }, required };
}

/** The error answers every route may give. */
export const errorResponses = {
  422: jsonContent(ErrorSchema, 'Invalid input: `validation_error` with `fields`'),
  500: jsonContent(ErrorSchema, 'Unexpected error (a bug)'),
} as const;

export const notFoundResponse = {
  404: jsonContent(ErrorSchema, 'Unknown shop, product or catalogue'),
} as const;

/** Signed out, or an expired session, on an operation that needs one (`security: signedIn`). */
export const unauthorizedResponse = {
  401: jsonContent(ErrorSchema, '`unauthorized`: no valid session (not signed in, or it expired)'),
} as const;
