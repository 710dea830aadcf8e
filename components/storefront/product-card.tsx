import type { ReactNode } from 'react';

import { imageSources } from '@/components/ui/static-image';
import type { ProductSummary } from '@/lib/api/schemas/product';
import { productPath } from '@/lib/domain/paths/product-paths';
import { isDimmed } from '@/lib/domain/catalogue/product-state';
import { earnsOnResale } from '@/lib/domain/catalogue/resale-info';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { PRODUCT_CARD_SIZES, type ProductCardFields } from './card-fields';
import { buyByLabel } from './levels/buy-by-label';
import { priceText } from './price-tag';
import { ProductCardView } from './product-card-view';
import type { ProductLabels } from './product-labels';
import type { PriceText } from './price-view';

/** The price's words without the former price's label (the list shares it: card-words.tsx). */
function withoutWasLabel(price: PriceText): PriceText {
  if (!('wasLabel' in price)) return price;
  const own = { ...price };
  delete own.wasLabel;
  return own;
}

/**
 * Card of an item in a grid or a slider: image, name (3 lines at most), price and its state. Islands
 * add what depends on the visitor's level (spec 01 §6, spec 03 §6): the public price label, on
 * dropshipping items the 'buy by' button and, with `resaleInfo` (a catalogue page), what a
 * level-two visitor who keeps the resale-info switch on earns per resale; the cached HTML has none
 * of them.
 *
 * This works out the card's fields (its words, addresses and flags) and `ProductCardView`, a client
 * component, draws them: a list's flight data then carries each card's fields, not its markup
 * (issue 23). Its classes are component classes of app/globals.css (`card`, `photo`, …).
 */
export function ProductCard({
  product,
  base,
  locale,
  labels,
  priority,
  className,
  resaleInfo = false,
  headingLevel = 3,
  muted = false,
  unavailable = false,
  sharedWords = false,
  hrefPrefix,
  children,
}: {
  product: ProductSummary;
  base: string;
  locale: string;
  labels: ProductLabels;
  priority?: boolean;
  /** Classes of the `<li>` (a slider sizes its slides). */
  className?: string;
  /** The list shows resale info (catalogue pages): level-two visitors with the switch on see their earning per resale. */
  resaleInfo?: boolean;
  /** One below the heading that names the list: 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** Dims the card as an unpublished one is (a product its admin just removed, for instance). */
  muted?: boolean;
  /** The item's supplier is disabled: the card says it cannot be bought (its page says why). */
  unavailable?: boolean;
  /**
   * The list renders `CardWordsProvider` (card-words.tsx) around its cards with these `labels`:
   * the card leaves out the words every card repeats.
   */
  sharedWords?: boolean;
  /** The list's `hrefPrefix` (card-words.tsx): the card's address is then relative to it. */
  hrefPrefix?: string;
  /**
   * Controls under the card (the shop admin's placement controls). They stay usable when the card
   * is dimmed: only the card's link is then inert.
   */
  children?: ReactNode;
}) {
  const dimmed = muted || isDimmed(product);
  const badge = product.concluded
    ? labels.concluded
    : product.sold_out
      ? labels.soldOut
      : unavailable
        ? labels.unavailable
        : null;
  const href = shopHref(base, productPath(product));
  const priced = !product.hide_price && !product.is_free;
  const photo = product.photos[0];
  const price = priceText(product, labels);
  const buyable = product.is_dropshipping && priced && !dimmed;
  // Only the fields the card shows, and no `undefined` ones (each would be a `"$undefined"` in the
  // flight data, on every card).
  const card: ProductCardFields = {
    href: hrefPrefix && href.startsWith(hrefPrefix) ? href.slice(hrefPrefix.length) : href,
    name: locale === 'en' && product.name_en ? product.name_en : product.name,
    ...(photo ? { photo: imageSources(photo, PRODUCT_CARD_SIZES) } : null),
    ...(badge ? { badge } : null),
    price: sharedWords ? withoutWasLabel(price) : price,
    ...(priced && !sharedWords ? { publicPrice: labels.publicPrice } : null),
    ...(buyable ? { buyBy: sharedWords ? true : buyByLabel(labels.buyBy, product) } : null),
    ...(resaleInfo && !dimmed && earnsOnResale(product)
      ? { resale: { id: product.id, locale } }
      : null),
  };
  return (
    <ProductCardView
      card={card}
      {...(className ? { className } : null)}
      {...(headingLevel === 2 ? { heading: 2 as const } : null)}
      {...(priority ? { priority } : null)}
      {...(dimmed ? { dimmed } : null)}
      {...(children ? { children } : null)}
    />
  );
}
