import { useFormatter, useTranslations } from 'next-intl';

import type { ItemReviewsPage } from '@/lib/api/schemas/reviews';

import { ReviewCard } from './review-card';
import { StarRating } from './star-rating';

/**
 * An item page's reviews (issue 21): the average as stars and '4.5 de 5 · 12 opiniones', then
 * the latest reviews — each with its stars, title, the reviewer's first name, date, text,
 * photos and the supplier's answer. Server-rendered, no script. Words from `reviews`.
 */
export function ItemReviews({ reviews }: { reviews: ItemReviewsPage }) {
  const t = useTranslations('reviews');
  const format = useFormatter();
  const average =
    reviews.average === null
      ? null
      : format.number(reviews.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="item-reviews-title" className="mt-10 max-w-3xl">
      <h2 id="item-reviews-title" className="text-xl font-semibold">
        {t('item.title')}
      </h2>
      {average !== null && reviews.count > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <StarRating
            value={reviews.average ?? 0}
            label={t('averageStars', { average })}
            size="lg"
          />
          <span className="text-sm text-gray-700 dark:text-gray-300">
            {t('average', { average, count: reviews.count })}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('item.none')}</p>
      )}
      {reviews.results.length > 0 ? (
        <ul className="mt-4 divide-y divide-gray-200 dark:divide-gray-700">
          {reviews.results.map((review) => (
            <li key={review.id} className="py-4">
              <ReviewCard review={review} showAuthor />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
