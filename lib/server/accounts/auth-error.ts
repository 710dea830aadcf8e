import 'server-only';

import type { AuthErrorCode, RegisterResponse } from '@/lib/api/schemas/auth';

export const AUTH_ERROR_STATUS = {
  existing_user: 409,
  user_already_exists: 409,
  invalid_pin: 400,
  registration_not_found: 404,
  invalid_credentials: 401,
  pin_required: 409,
  incorrect_password: 400,
  invalid_reset_code: 400,
  rate_limited: 429,
  csrf_rejected: 403,
  email_client_failure: 400,
  email_server_failure: 502,
  not_eligible: 400,
  unknown: 500,
} as const satisfies Record<AuthErrorCode, number>;

/** An accounts failure with its spec code; the API answers `{ code, message }` from `auth.errors`. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    /** `pin_required` carries the registration to activate. */
    readonly registration?: RegisterResponse,
  ) {
    super(code);
    this.name = 'AuthError';
  }

  get status() {
    return AUTH_ERROR_STATUS[this.code];
  }
}
