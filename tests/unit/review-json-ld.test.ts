import { describe, expect, it } from 'vitest';

import { ratingsJsonLd, type ProductRatings } from '@/lib/domain/reviews/review-json-ld';
import { productJsonLd, type ProductJsonLdItem } from '@/lib/domain/seo/json-ld';

const item: ProductJsonLdItem = {
  id: 'prd_1',
  type: 'product',
  name: 'Playera',
  name_en: null,
  description: 'Algodón',
  description_en: null,
  photos: [],
  list_price: 25000,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  sold_out: false,
  concluded: false,
  available: 3,
  stock_type: 'onstock',
  category: null,
};

const ratings: ProductRatings = {
  average: 4.5,
  count: 12,
  latest: [
    {
      rating: 5,
      title: 'Excelente',
      body: 'Muy buena tela',
      author: 'Ana G.',
      created_at: '2026-11-20T10:00:00.000Z',
    },
    { rating: 4, title: 'Bien', body: '', author: null, created_at: '2026-11-18T09:00:00.000Z' },
  ],
  anonymous: 'Cliente',
};

describe('ratingsJsonLd', () => {
  it('gives an AggregateRating and the latest Reviews', () => {
    expect(ratingsJsonLd(ratings)).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          name: 'Excelente',
          reviewBody: 'Muy buena tela',
          datePublished: '2026-11-20',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          author: { '@type': 'Person', name: 'Ana G.' },
        },
        {
          '@type': 'Review',
          name: 'Bien',
          datePublished: '2026-11-18',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
          author: { '@type': 'Person', name: 'Cliente' },
        },
      ],
    });
  });

  it('adds nothing without reviews (an empty rating is rejected by search engines)', () => {
    expect(ratingsJsonLd(undefined)).toEqual({});
    expect(ratingsJsonLd({ ...ratings, average: null, count: 0, latest: [] })).toEqual({});
  });
});

describe('productJsonLd with ratings', () => {
  const url = 'https://demo.example.mx/productos/sup_1/prd_1';

  it('carries the rating and reviews on the Product', () => {
    const data = productJsonLd(item, url, 'Tienda', 'es', ratings);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Playera',
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    expect(data.review).toHaveLength(2);
  });

  it('has no aggregateRating nor review keys for an item without reviews', () => {
    const data = productJsonLd(item, url, 'Tienda', 'es', {
      average: null,
      count: 0,
      latest: [],
      anonymous: 'Cliente',
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(productJsonLd(item, url, 'Tienda')).not.toHaveProperty('aggregateRating');
  });
});
