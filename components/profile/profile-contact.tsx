import type { Profile } from '@/lib/api/schemas/profile';
import { displayPhone } from '@/lib/domain/accounts/phone';

import { HINT } from '../account/form-styles';
import type { ProfileLabels } from './profile-labels';

/** E-mail and phone, read only: a new contact detail needs a verification this page does not do. */
export function ProfileContact({ profile, labels }: { profile: Profile; labels: ProfileLabels }) {
  const phone = profile.phone
    ? `${profile.country_code ? `+${profile.country_code} ` : ''}${displayPhone(profile.phone)}`
    : null;
  return (
    <section className="border-t border-gray-200 pt-5 dark:border-gray-700">
      <h2 className="text-lg font-semibold">{labels.contact}</h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-medium">{labels.email}</dt>
          <dd className="mt-0.5 break-all text-gray-700 dark:text-gray-300">
            {profile.email ?? labels.notSet}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{labels.phone}</dt>
          <dd className="mt-0.5 text-gray-700 dark:text-gray-300">{phone ?? labels.notSet}</dd>
        </div>
      </dl>
      <p className={HINT}>{labels.contactReadOnly}</p>
    </section>
  );
}
