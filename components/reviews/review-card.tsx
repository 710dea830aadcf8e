import { useFormatter, useTranslations } from 'next-intl';

import type { PublicReview, Review } from '@/lib/api/schemas/reviews';

import { StarRating } from './star-rating';

type Shown = Pick<
  Review & PublicReview,
  'rating' | 'title' | 'body' | 'photos' | 'reply' | 'replied_at' | 'created_at'
> & { author?: string | null };

/**
 * One review as it reads everywhere (the item page, the customer's and the supplier's order
 * pages): its stars, title, reviewer (first name only, when shown) and date, text, photos and
 * the supplier's answer. Server-rendered; words from the `reviews` namespace.
 */
export function ReviewCard({
  review,
  headingLevel = 'h3',
  showAuthor = false,
}: {
  review: Shown;
  headingLevel?: 'h3' | 'h4';
  showAuthor?: boolean;
}) {
  const t = useTranslations('reviews');
  const format = useFormatter();
  const Heading = headingLevel;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <article className="flex flex-col gap-1">
      <StarRating value={review.rating} label={t('starsOf', { rating: review.rating })} />
      <Heading className="font-semibold break-words">{review.title}</Heading>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {showAuthor ? <>{review.author ?? t('anonymous')} · </> : null}
        <time dateTime={review.created_at}>{t('ratedAt', { date: date(review.created_at) })}</time>
      </p>
      {review.body ? (
        <p className="text-sm break-words whitespace-pre-line">{review.body}</p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul aria-label={t('photos')} className="mt-1 flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a customer's upload, shown as sent */}
                <img
                  src={photo.url}
                  alt={t('photoAlt', { number: index + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-2 rounded-lg border-l-4 border-gray-300 bg-gray-50 p-3 text-sm dark:border-gray-600 dark:bg-gray-800/60">
          <p className="font-semibold">{t('reply.title')}</p>
          <p className="break-words whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
