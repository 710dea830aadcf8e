import 'server-only';

import type { AuthErrorCode, RegisterResponse } from '@/lib/api/schemas/auth';

import { ApiError } from '../errors';

/**
 * An accounts failure with its spec code (statuses and `auth.errors` texts in lib/server/errors.ts);
 * `pin_required` carries the registration to activate.
 */
export class AuthError extends ApiError {
  constructor(
    override readonly code: AuthErrorCode,
    readonly registration?: RegisterResponse,
  ) {
    super(code, undefined, { details: registration ? { registration } : {} });
    this.name = 'AuthError';
  }
}
