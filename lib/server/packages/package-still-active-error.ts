import 'server-only';

import { PACKAGE_STILL_ACTIVE } from '@/lib/domain/packages/package-purchase';
import { longDate } from '@/lib/i18n/long-date';

import { ApiError } from '../errors';

/**
 * Spec 02 §8 `package_still_active_no_downgrade`: the current plan runs until `expiresAt`; a
 * cheaper one can be bought after that. 409 with `plan_expires_at`, the message naming the date
 * in the request's language.
 */
export class PackageStillActiveError extends ApiError {
  override readonly code = PACKAGE_STILL_ACTIVE;

  constructor(readonly expiresAt: Date) {
    super(PACKAGE_STILL_ACTIVE, undefined, {
      details: { plan_expires_at: expiresAt.toISOString() },
      values: (locale) => ({ date: longDate(expiresAt, locale) }),
    });
    this.name = 'PackageStillActiveError';
  }
}
