import 'server-only';

import { ApiError } from '../errors';

export type StoreConflictCode = 'slug_taken' | 'store_exists';

/** A 409 of store creation; `slug_taken` carries free suggestions for the form to keep. */
export class StoreConflictError extends ApiError {
  constructor(
    override readonly code: StoreConflictCode,
    readonly suggestions: string[] = [],
  ) {
    super(code, undefined, { details: code === 'slug_taken' ? { suggestions } : {} });
    this.name = 'StoreConflictError';
  }
}

/** PostgreSQL's unique_violation (23505), as pg or PGlite raise it, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
