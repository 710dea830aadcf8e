'use client';

import type { ReactNode } from 'react';

import Link from '@/components/ui/link';
import type { BuyableItem } from '@/lib/domain/accounts/level-rules';

import { PRODUCT_CARD_SIZES, type ProductCardFields } from './card-fields';
import { cardHref, useCardWords } from './card-words';
import { BuyByLink } from './levels/buy-by-link';
import { PublicPriceLabel } from './levels/public-price-label';
import { ResaleEarningNote } from './levels/resale-earning-note';
import { PriceView } from './price-view';

/** A card gets its 'buy by' words only for a shown dropshipping price (product-card.tsx). */
const BUYABLE: BuyableItem = { is_dropshipping: true, hide_price: false, is_free: false };

/**
 * An item card drawn from its fields (card-fields.ts): a client component so that the flight
 * data of a list carries each card's few fields rather than its markup (issue 23); the server
 * still renders it into the page's HTML, readable without JavaScript. `ProductCard` works out the
 * fields; see it for what the card shows.
 */
export function ProductCardView({
  card,
  className,
  heading = 3,
  priority = false,
  dimmed = false,
  children,
}: {
  card: ProductCardFields;
  /** Classes of the `<li>` (a slider sizes its slides). */
  className?: string;
  heading?: 2 | 3;
  /** Load the photo at once, at high priority (the page's likely LCP). */
  priority?: boolean;
  /** Dimmed and inert (unpublished, hidden, or just removed by its admin). */
  dimmed?: boolean;
  /** Controls under the card (the admin's placement controls): they stay usable when dimmed. */
  children?: ReactNode;
}) {
  const words = useCardWords();
  const Heading = heading === 2 ? 'h2' : 'h3';
  const dim = dimmed ? 'pointer-events-none opacity-50' : null;
  const classes = [className ?? words?.itemClassName, children ? null : dim]
    .filter(Boolean)
    .join(' ');
  const { photo } = card;
  const href = cardHref(card.href, words);
  // The list's words when it shares them (card-words.tsx): the card then has only its own fields.
  let { price, publicPrice, buyBy } = card;
  if (words && 'amount' in price) {
    publicPrice ??= words.publicPrice;
    if (price.was && !price.wasLabel) price = { ...price, wasLabel: words.crossoutPrice };
    if (buyBy === true)
      buyBy = words.buyBy.replace(
        '{price}',
        price.currency ? `${price.amount} ${price.currency}` : price.amount,
      );
  }
  return (
    <li className={classes || undefined}>
      <Link
        href={href}
        aria-disabled={dimmed || undefined}
        tabIndex={dimmed ? -1 : undefined}
        className={children && dim ? `card ${dim}` : 'card'}
      >
        <div className="photo-item">
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (imageSources), without its client code
            <img
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              sizes={photo.srcSet ? PRODUCT_CARD_SIZES : undefined}
              srcSet={photo.srcSet}
              src={photo.src}
              className="img-cover"
            />
          ) : null}
          {card.badge ? <span className="card-badge">{card.badge}</span> : null}
        </div>
        <Heading className="card-name">{card.name}</Heading>
        <PriceView price={price} />
        {publicPrice ? <PublicPriceLabel label={publicPrice} /> : null}
        {card.resale ? <ResaleEarningNote id={card.resale.id} locale={card.resale.locale} /> : null}
      </Link>
      {typeof buyBy === 'string' ? <BuyByLink item={BUYABLE} href={href} label={buyBy} /> : null}
      {children}
    </li>
  );
}
