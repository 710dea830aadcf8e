import 'server-only';

import { consumeLimits } from '../rate-limit/limiter';
import type { AccountDeps } from './deps';
import { usersByContact } from './identity';

/**
 * The sign-up form's "user already exists" check (spec 02 §5): true when an activated account
 * owns the e-mail or phone. Unactivated sign-ups may register again, so they do not count.
 */
export async function userExists(
  deps: AccountDeps,
  input: { username?: string; phone?: string; country_code?: string },
  ip: string,
): Promise<boolean> {
  await consumeLimits(deps.db, [{ name: 'exist:ip', subject: ip }], deps.now ?? new Date());
  const owners = await usersByContact(deps.db, {
    email: input.username,
    phone: input.phone,
    countryCode: input.country_code,
  });
  return owners.some((owner) => owner.activatedAt !== null);
}
