'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { Profile } from '@/lib/api/schemas/profile';

import type { CountryOption } from './country-options';
import { ProfileContact } from './profile-contact';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { fetchProfileWithRetries } from './profile-requests';

/**
 * The preferences island: the profile the server rendered (or, when the server could not read it,
 * fetched here with 3 retries 3 s apart), its photo, its form and the read-only contact details.
 */
export function ProfileEditor({
  initial,
  countries,
}: {
  initial: Profile | null;
  countries: CountryOption[];
}) {
  const t = useTranslations('profile');
  const [profile, setProfile] = useState(initial);
  const [loadFailed, setLoadFailed] = useState(false);

  // Bumped by "try again": each value is one more round of the fetch with its retries.
  const [round, setRound] = useState(0);
  const missing = profile === null;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void fetchProfileWithRetries().then((answer) => {
      if (!live) return;
      if (answer.ok) setProfile(answer.data);
      else setLoadFailed(true);
    });
    return () => {
      live = false;
    };
  }, [missing, round]);

  if (!profile) {
    return (
      <div className="space-y-3">
        <Notice role="status" tone="progress" message={loadFailed ? null : t('loading')} />
        <Notice role="alert" message={loadFailed ? t('loadFailed') : null} />
        {loadFailed ? (
          <Button
            variant="link"
            onClick={() => {
              setLoadFailed(false);
              setRound((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ProfilePhoto profile={profile} onSaved={setProfile} />
      <div className="border-t border-gray-200 pt-5 dark:border-gray-700">
        <ProfileForm profile={profile} countries={countries} onSaved={setProfile} />
      </div>
      <ProfileContact profile={profile} />
    </div>
  );
}
