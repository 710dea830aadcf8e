import 'server-only';

import { PACKAGE_STILL_ACTIVE } from '@/lib/domain/packages/package-purchase';

/**
 * Spec 02 §8 `package_still_active_no_downgrade`: the current plan runs until `expiresAt`; a
 * cheaper one can be bought after that. Answered as 409 with the date (packages-api.ts).
 */
export class PackageStillActiveError extends Error {
  readonly code = PACKAGE_STILL_ACTIVE;

  constructor(readonly expiresAt: Date) {
    super(PACKAGE_STILL_ACTIVE);
    this.name = 'PackageStillActiveError';
  }
}
