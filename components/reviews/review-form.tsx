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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { Review } from '@/lib/api/schemas/reviews';
import { reviewRequests } from '@/lib/client/requests/reviews';
import { useHydrated } from '@/lib/client/use-hydrated';
import { DEFAULT_UPLOAD_MAX_MB, galleryRule } from '@/lib/domain/gallery/gallery-rules';
import {
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
} from '@/lib/domain/reviews/review-rules';

import { StarRatingInput } from './star-rating-input';

const PHOTO_MB = galleryRule('review_photo', DEFAULT_UPLOAD_MAX_MB).maxMb;

/**
 * The customer's "Calificar" of one order line (spec 02 §3 "Review"; §8 'Calificación guardada
 * correctamente' / 'Error al guardar la calificación, intenta más tarde' as toasts): a button that
 * opens the form — 1 to 5 stars, title, text, up to five photos — filled with the line's review
 * when there is one, so it is changed in place. The page is refreshed after saving, so the saved
 * review shows (server-rendered beside this island). Words from the `reviews` namespace.
 */
export function ReviewForm({
  orderId,
  line,
  review,
}: {
  orderId: string;
  line: { product_id: string; variant: string; name: string };
  review: Review | null;
}) {
  const t = useTranslations('reviews');
  const router = useRouter();
  const hydrated = useHydrated();
  const ids = { rating: useId(), title: useId(), body: useId(), photos: useId(), toaster: useId() };
  const done = useToast({ toaster: ids.toaster, role: 'status', duration: 6_000 });
  const failed = useToast({ toaster: ids.toaster, role: 'alert', duration: 8_000 });
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [photos, setPhotos] = useState<CustomerPhoto[]>(review?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ rating?: string; title?: string }>({});

  async function save() {
    const problems = {
      ...(rating < 1 ? { rating: t('ratingRequired') } : {}),
      ...(title.trim() === '' ? { title: t('titleRequired') } : {}),
    };
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    done.clear();
    failed.clear();
    const answer = await reviewRequests.save(orderId, {
      product_id: line.product_id,
      variant: line.variant,
      rating,
      title,
      body,
      photo_ids: photos.map((photo) => photo.id),
    });
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      done.show(t('saved'), 'success');
      router.refresh();
      return;
    }
    failed.show(t('saveError'), 'error');
  }

  return (
    <div className="mt-2">
      {!open ? (
        <Button variant="outline" disabled={!hydrated} onClick={() => setOpen(true)}>
          {review ? t('edit') : t('rate')}
          <span className="sr-only"> · {line.name}</span>
        </Button>
      ) : (
        <form
          aria-label={t('rateItem', { name: line.name })}
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div>
            <p id={ids.rating} className="mb-1 text-sm font-medium">
              {t('rating')}
            </p>
            <StarRatingInput
              value={rating}
              onChange={(value) => {
                setRating(value);
                setMissing((m) => ({ ...m, rating: undefined }));
              }}
              labelledBy={ids.rating}
              describedBy={missing.rating ? `${ids.rating}-error` : undefined}
              invalid={Boolean(missing.rating)}
              starLabel={(value) => t('stars', { rating: value })}
            />
            {missing.rating ? (
              <p id={`${ids.rating}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {missing.rating}
              </p>
            ) : null}
          </div>
          <Field id={ids.title} label={t('title')} error={missing.title}>
            {(control) => (
              <Input
                {...control}
                required
                maxLength={REVIEW_TITLE_MAX}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <Field id={ids.body} label={t('body')} hint={t('bodyHint')}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={REVIEW_BODY_MAX}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </Field>
          <CustomerPhotosField
            id={ids.photos}
            kind="review_photo"
            max={REVIEW_PHOTOS_MAX}
            photos={photos}
            onChange={setPhotos}
            onUploadingChange={setUploading}
            labels={{
              label: t('photos'),
              hint: t('photosHint', { max: REVIEW_PHOTOS_MAX, mb: PHOTO_MB }),
              tooMany: t('photosMax', { max: REVIEW_PHOTOS_MAX }),
              tooLarge: t('photoTooLarge', { mb: PHOTO_MB }),
              uploading: t('photoUploading'),
              failed: t('saveError'),
              alt: (number) => t('photoAlt', { number }),
              remove: (number) => t('photoRemove', { number }),
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" width="responsive" disabled={busy || uploading}>
              {t('save')}
            </Button>
            <Button variant="link" disabled={busy} onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      <Toaster id={ids.toaster} />
    </div>
  );
}
