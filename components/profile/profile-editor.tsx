'use client';

import { useEffect, useState } from 'react';

import type { Profile } from '@/lib/api/schemas/profile';

import { LINK_BUTTON } from '../account/form-styles';
import { Notice } from './notice';
import { ProfileContact } from './profile-contact';
import { ProfileForm } from './profile-form';
import type { CountryOption, ProfileLabels } from './profile-labels';
import { ProfilePhoto } from './profile-photo';
import { fetchProfileWithRetries } from './profile-requests';

/**
 * The preferences island: the profile the server rendered (or, when the server could not read it,
 * fetched here with 3 retries 3 s apart), its photo, its form and the read-only contact details.
 */
export function ProfileEditor({
  initial,
  countries,
  labels,
}: {
  initial: Profile | null;
  countries: CountryOption[];
  labels: ProfileLabels;
}) {
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
        <Notice role="status" tone="progress" message={loadFailed ? null : labels.loading} />
        <Notice role="alert" message={loadFailed ? labels.loadFailed : null} />
        {loadFailed ? (
          <button
            type="button"
            onClick={() => {
              setLoadFailed(false);
              setRound((n) => n + 1);
            }}
            className={LINK_BUTTON}
          >
            {labels.retry}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ProfilePhoto profile={profile} labels={labels} onSaved={setProfile} />
      <div className="border-t border-gray-200 pt-5 dark:border-gray-700">
        <ProfileForm profile={profile} countries={countries} labels={labels} onSaved={setProfile} />
      </div>
      <ProfileContact profile={profile} labels={labels} />
    </div>
  );
}
