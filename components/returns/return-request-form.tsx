'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { returnRequests } from '@/lib/client/requests/returns';
import { useHydrated } from '@/lib/client/use-hydrated';
import { DEFAULT_UPLOAD_MAX_MB, galleryRule } from '@/lib/domain/gallery/gallery-rules';
import {
  RETURN_NOTES_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnReason,
} from '@/lib/domain/orders/returns';

import { refusalOf } from './return-refusals';

// Return photos have a fixed limit of their own: the shared one does not change it.
const PHOTO_RULE = galleryRule('return_photo', DEFAULT_UPLOAD_MAX_MB);

type Status = { kind: 'done' | 'error'; text: string } | null;

/**
 * The customer's "Solicitar devolución" (spec 02 §3 "Return request"): a button that opens the
 * form — reason, comments, up to five photos (each uploaded to the gallery as it is chosen, 4 MB
 * at most) — and sends it once. The page is refreshed after it is sent, so the request shows.
 * Words from the `orderReturns` namespace.
 */
export function ReturnRequestForm({ orderId }: { orderId: string }) {
  const t = useTranslations('orderReturns');
  const router = useRouter();
  const hydrated = useHydrated();
  const ids = { reason: useId(), notes: useId(), photos: useId() };
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<Array<{ id: string; url: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const errorText = (code: string) => {
    const known = refusalOf(code);
    return known ? t(`errors.${known}`) : t('genericError');
  };

  async function addPhotos(files: File[]) {
    setPhotoError(null);
    const room = RETURN_PHOTOS_MAX - photos.length;
    if (files.length > room) setPhotoError(t('photosMax', { max: RETURN_PHOTOS_MAX }));
    setUploading(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > PHOTO_RULE.maxBytes) {
        setPhotoError(t('photoTooLarge', { mb: PHOTO_RULE.maxMb }));
        continue;
      }
      const answer = await returnRequests.uploadPhoto(file);
      if (answer.ok) setPhotos((list) => [...list, { id: answer.data.id, url: answer.data.url }]);
      else
        setPhotoError(
          answer.error.code === 'image_too_large'
            ? t('photoTooLarge', { mb: PHOTO_RULE.maxMb })
            : answer.error.message || t('genericError'),
        );
    }
    setUploading(false);
  }

  async function send() {
    setBusy(true);
    setStatus(null);
    const answer = await returnRequests.request(orderId, {
      reason,
      notes,
      photo_ids: photos.map((photo) => photo.id),
    });
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      setStatus({ kind: 'done', text: t('requestSent') });
      router.refresh();
      return;
    }
    setStatus({ kind: 'error', text: errorText(answer.error.code) });
  }

  return (
    <div className="mt-3">
      {!open ? (
        <Button
          variant="outline"
          disabled={!hydrated}
          onClick={() => {
            setStatus(null);
            setOpen(true);
          }}
        >
          {t('request')}
        </Button>
      ) : (
        <form
          aria-label={t('request')}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field id={ids.reason} label={t('reason')}>
            {(control) => (
              <Select
                {...control}
                value={reason}
                onChange={(event) => setReason(event.target.value as ReturnReason)}
              >
                {RETURN_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`reasons.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={ids.notes} label={t('notes')} hint={t('notesHint')}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={RETURN_NOTES_MAX}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            )}
          </Field>
          <Field
            id={ids.photos}
            label={t('photos')}
            hint={t('photosHint', { max: RETURN_PHOTOS_MAX, mb: PHOTO_RULE.maxMb })}
            error={photoError}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                multiple
                accept={PHOTO_RULE.accept}
                disabled={uploading || photos.length >= RETURN_PHOTOS_MAX}
                className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void addPhotos(files);
                }}
              />
            )}
          </Field>
          <Notice role="status" tone="progress" message={uploading ? t('photoUploading') : null} />
          {photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {photos.map((photo, index) => (
                <li key={photo.id} className="flex flex-col items-center gap-1">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own upload, shown as sent */}
                  <img
                    src={photo.url}
                    alt={t('photoAlt', { number: index + 1 })}
                    width={80}
                    height={80}
                    className="size-20 rounded-lg object-cover"
                  />
                  <Button
                    variant="link"
                    onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                  >
                    {t('photoRemove', { number: index + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" width="responsive" disabled={busy || uploading}>
              {t('send')}
            </Button>
            <Button variant="link" disabled={busy} onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      <Notice
        role={status?.kind === 'error' ? 'alert' : 'status'}
        message={status?.text ?? null}
        className="mt-3"
      />
    </div>
  );
}
