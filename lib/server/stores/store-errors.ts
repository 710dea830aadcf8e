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

export { isUniqueViolation } from '@/lib/db/pg-errors';
