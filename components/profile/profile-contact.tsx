import { useTranslations } from 'next-intl';

import { FieldHint } from '@/components/ui/field';
import type { Profile } from '@/lib/api/schemas/profile';
import { displayPhone } from '@/lib/domain/accounts/phone';

/** E-mail and phone, read only: a new contact detail needs a verification this page does not do. */
export function ProfileContact({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const phone = profile.phone
    ? `${profile.country_code ? `+${profile.country_code} ` : ''}${displayPhone(profile.phone)}`
    : null;
  return (
    <section className="border-t border-gray-200 pt-5 dark:border-gray-700">
      <h2 className="text-lg font-semibold">{t('contact')}</h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-medium">{t('email')}</dt>
          <dd className="mt-0.5 break-all text-gray-700 dark:text-gray-300">
            {profile.email ?? t('notSet')}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('phone')}</dt>
          <dd className="mt-0.5 text-gray-700 dark:text-gray-300">{phone ?? t('notSet')}</dd>
        </div>
      </dl>
      <FieldHint>{t('contactReadOnly')}</FieldHint>
    </section>
  );
}
