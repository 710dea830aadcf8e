import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { type SupplierActorRole, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';
import { pick } from '@/lib/i18n/pick';

import { readOrderReviews } from './read-order-reviews';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewReplyForm } from './review-reply-form';

type Viewer =
  | { who: 'customer' }
  | { who: 'supplier'; supplierId: string; role: SupplierActorRole | undefined };

/**
 * An order's reviews (issue 21; spec 02 §3 "Review"). For its customer, once delivered: each line
 * with its review, or "Calificar" — the form is an island; the review reads without script. For
 * its supplier's staff: the lines that were rated, each with an answer form (roles with
 * `reviews.reply`). Draws nothing when there is nothing to rate or read.
 */
export async function OrderReviewsSection({
  orderId,
  viewer,
}: {
  orderId: string;
  viewer: Viewer;
}) {
  const data = await readOrderReviews(orderId);
  if (!data) return null;
  const customer = viewer.who === 'customer';
  const lines = customer ? data.lines : data.lines.filter((line) => line.review);
  if (lines.length === 0 || (customer && !data.can_review && !lines.some((l) => l.review))) {
    return null;
  }
  const [t, messages] = await Promise.all([getTranslations('reviews'), getMessages()]);
  const mayReply = viewer.who === 'supplier' && supplierRoleAllows(viewer.role, 'reviews.reply');
  const islandMessages = pick(messages, 'reviews');

  return (
    <section
      aria-labelledby="order-reviews-title"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-reviews-title" className="mb-2 text-lg font-semibold">
        {customer ? t('order.title') : t('order.supplierTitle')}
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {lines.map((line) => (
          <li key={`${line.product_id}:${line.variant}`} className="flex flex-col gap-2 py-3">
            <p className="font-medium break-words">
              {line.name}
              {line.variant ? (
                <span className="block text-sm font-normal text-gray-700 dark:text-gray-300">
                  {t('variant', { variant: line.variant })}
                </span>
              ) : null}
            </p>
            {line.review ? (
              <ReviewCard review={line.review} />
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('notRated')}</p>
            )}
            {customer && data.can_review && (!line.review || line.review.editable) ? (
              <NextIntlClientProvider messages={islandMessages}>
                <ReviewForm
                  orderId={orderId}
                  line={{ product_id: line.product_id, variant: line.variant, name: line.name }}
                  review={line.review}
                />
              </NextIntlClientProvider>
            ) : null}
            {mayReply && line.review && viewer.who === 'supplier' ? (
              <NextIntlClientProvider messages={islandMessages}>
                <ReviewReplyForm
                  supplierId={viewer.supplierId}
                  reviewId={line.review.id}
                  reply={line.review.reply}
                />
              </NextIntlClientProvider>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
