import type { z } from 'zod';

import { ErrorSchema } from '../schemas/common';

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The error answers every route may give. */
export const errorResponses = {
  422: jsonContent(ErrorSchema, 'Invalid input: `validation_error` with `fields`'),
  500: jsonContent(ErrorSchema, 'Unexpected error (a bug)'),
} as const;

export const notFoundResponse = {
  404: jsonContent(ErrorSchema, 'Unknown shop, product or catalogue'),
} as const;
