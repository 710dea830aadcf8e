import { describe, expect, it } from 'vitest';

import {
  averageRating,
  mayEditReview,
  reviewerName,
  reviewRefusal,
} from '@/lib/domain/reviews/review-rules';
import { ORDER_STATES } from '@/lib/domain/vocabulary';

describe('reviewRefusal', () => {
  it('lets only delivered orders be rated', () => {
    for (const state of ORDER_STATES) {
      expect(reviewRefusal(state), state).toBe(state === 'delivered' ? null : 'review_not_allowed');
    }
  });
});

describe('mayEditReview', () => {
  it('lets the customer change their review until the supplier answers', () => {
    expect(mayEditReview({ reply: null })).toBe(true);
    expect(mayEditReview({ reply: 'Gracias' })).toBe(false);
  });
});

describe('averageRating', () => {
  it('gives the mean to one decimal, rounding halves up', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3); // 4.333…
    expect(averageRating(14, 3)).toBe(4.7); // 4.666…
    expect(averageRating(89, 20)).toBe(4.5); // 4.45
    expect(averageRating(5, 1)).toBe(5);
  });

  it('has no average without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe('reviewerName', () => {
  it('shows the first name and the initial of the surname only', () => {
    expect(reviewerName('Ana García López')).toBe('Ana G.');
    expect(reviewerName('  bruno   díaz ')).toBe('bruno D.');
    expect(reviewerName('Carla')).toBe('Carla');
  });

  it('never shows an e-mail, and nothing for an empty name', () => {
    expect(reviewerName('ana@example.mx')).toBeNull();
    expect(reviewerName('')).toBeNull();
    expect(reviewerName(null)).toBeNull();
  });
});
