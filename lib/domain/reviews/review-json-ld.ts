/** What an item's reviews add to its `Product` JSON-LD. */
export interface ProductRatings {
  average: number | null;
  count: number;
  /** The latest few, newest first. */
  latest: ReadonlyArray<{
    rating: number;
    title: string;
    body: string;
    author: string | null;
    created_at: string;
  }>;
  /** How a reviewer without a public name is called, in the page's language. */
  anonymous: string;
}

/**
 * `aggregateRating` and `review` of a `Product` (schema.org), or nothing at all when the item has
 * no review yet: Google rejects an empty aggregate rating.
 */
export function ratingsJsonLd(ratings: ProductRatings | undefined): Record<string, unknown> {
  if (!ratings || ratings.count === 0 || ratings.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratings.average,
      reviewCount: ratings.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: ratings.latest.map((review) => ({
      '@type': 'Review',
      name: review.title,
      ...(review.body ? { reviewBody: review.body } : {}),
      datePublished: review.created_at.slice(0, 10),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      author: { '@type': 'Person', name: review.author ?? ratings.anonymous },
    })),
  };
}
