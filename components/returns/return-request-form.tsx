'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import {
  type CustomerPhoto,
  CustomerPhotosField,
} from '@/components/customer-photos/customer-photos-field';
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
 * at most: `CustomerPhotosField`) — and sends it once. The page is refreshed after it is sent, so the request shows.
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
  const [photos, setPhotos] = useState<CustomerPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const errorText = (code: string) => {
    const known = refusalOf(code);
    return known ? t(`errors.${known}`) : t('genericError');
  };

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
          <CustomerPhotosField
            id={ids.photos}
            kind="return_photo"
            max={RETURN_PHOTOS_MAX}
            photos={photos}
            onChange={setPhotos}
            onUploadingChange={setUploading}
            labels={{
              label: t('photos'),
              hint: t('photosHint', { max: RETURN_PHOTOS_MAX, mb: PHOTO_RULE.maxMb }),
              tooMany: t('photosMax', { max: RETURN_PHOTOS_MAX }),
              tooLarge: t('photoTooLarge', { mb: PHOTO_RULE.maxMb }),
              uploading: t('photoUploading'),
              failed: t('genericError'),
              alt: (number) => t('photoAlt', { number }),
              remove: (number) => t('photoRemove', { number }),
            }}
          />
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
