'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';

import { FieldHint } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { Profile } from '@/lib/api/schemas/profile';
import { initialsOf } from '@/lib/domain/accounts/account-menu';

import { saveProfile, uploadProfilePhoto } from './profile-requests';
import { useTimedMessage } from './use-timed-message';

/** Spec 02 §8: an upload error hides after 10 s. */
export const UPLOAD_ERROR_MS = 10_000;
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * The profile photo: the current one (or initials) and a file input. A chosen file goes to the
 * gallery (`POST /api/gallery`, `profile_photo`) and its `url` is saved at once with the PUT.
 */
export function ProfilePhoto({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const t = useTranslations('profile');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const failure = useTimedMessage(UPLOAD_ERROR_MS);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setSaved(false);
    failure.clear();
    try {
      const uploaded = await uploadProfilePhoto(file);
      if (!uploaded.ok) {
        failure.show(uploaded.error.message || t('uploadFailed'));
        return;
      }
      const answer = await saveProfile({ image: uploaded.data.url });
      if (!answer.ok) {
        failure.show(answer.error.message || t('saveFailed'));
        return;
      }
      onSaved(answer.data);
      setSaved(true);
    } finally {
      input.value = '';
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('photo')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-200 text-2xl font-semibold text-gray-700 dark:bg-gray-700 dark:text-gray-200">
          {profile.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- a user photo of any origin
            <img
              src={profile.image}
              alt={t('photoAlt')}
              width={80}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{initialsOf(profile.full_name)}</span>
          )}
        </span>
        <div className="min-w-0">
          {profile.image ? null : <p className="sr-only">{t('noPhoto')}</p>}
          <label className="has-focus-visible:outline-shop-1 inline-flex cursor-pointer items-center rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-disabled:cursor-wait has-disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800">
            {t('changePhoto')}
            <input
              type="file"
              accept={ACCEPTED_TYPES}
              disabled={busy}
              aria-describedby={`${id}-hint`}
              className="sr-only"
              onChange={onChange}
            />
          </label>
          <FieldHint id={`${id}-hint`}>{t('photoHint')}</FieldHint>
        </div>
      </div>
      <div className="mt-3 space-y-2">
        <Notice
          role="status"
          tone={busy ? 'progress' : 'success'}
          message={busy ? t('uploading') : saved ? t('photoSaved') : null}
        />
        <Notice role="alert" message={failure.message} />
      </div>
    </section>
  );
}
