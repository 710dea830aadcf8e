'use client';

import Link from '@/components/ui/link';

import { CATALOGUE_CARD_SIZES, type CatalogueCardFields } from './card-fields';

/**
 * A catalogue card drawn from its fields (card-fields.ts): a client component so that the flight
 * data of a list of catalogues carries each card's few fields rather than its markup (issue 23);
 * the server still renders it into the page's HTML. `CatalogueCard` works out the fields.
 */
export function CatalogueCardView({
  card,
  heading = 'h2',
  priority = false,
}: {
  card: CatalogueCardFields;
  heading?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = heading;
  const { photo } = card;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <li>
      <Link href={card.href} className="card">
        <div className="photo aspect-[2/1]">
          {photo?.plain ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG and remote photos skip the optimiser
            <img
              src={photo.src}
              alt=""
              width={400}
              height={200}
              loading={loading}
              className="img-cover"
            />
          ) : photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (imageSources), without its client code
            <img
              alt=""
              loading={loading}
              fetchPriority={priority ? 'high' : undefined}
              sizes={photo.srcSet ? CATALOGUE_CARD_SIZES : undefined}
              srcSet={photo.srcSet}
              src={photo.src}
              className="img-cover"
            />
          ) : null}
        </div>
        <Heading className="card-title">{card.name}</Heading>
        <p className="muted">{card.count}</p>
      </Link>
    </li>
  );
}
