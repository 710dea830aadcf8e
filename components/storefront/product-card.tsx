import type { ReactNode } from 'react';

import Link from '@/components/ui/link';
import type { ProductSummary } from '@/lib/api/schemas/product';
import { productPath } from '@/lib/domain/paths/product-paths';
import { isDimmed } from '@/lib/domain/catalogue/product-state';
import { earnsOnResale } from '@/lib/domain/catalogue/resale-info';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { BuyByLink } from './levels/buy-by-link';
import { buyByLabel } from './levels/buy-by-label';
import { PublicPriceLabel } from './levels/public-price-label';
import { ResaleEarningNote } from './levels/resale-earning-note';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import type { ProductLabels } from './product-labels';

/**
 * Card of an item in a grid or a slider: image, name (3 lines at most), price and its state. Islands
 * add what depends on the visitor's level (spec 01 §6, spec 03 §6): the public price label, on
 * dropshipping items the 'buy by' button and, with `resaleInfo` (a catalogue page), what a
 * level-two visitor who keeps the resale-info switch on earns per resale; the cached HTML has none
 * of them.
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
   * Controls under the card (the shop admin's placement controls). They stay usable when the card
   * is dimmed: only the card's link is then inert.
   */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = locale === 'en' && product.name_en ? product.name_en : product.name;
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
  const dim = dimmed ? 'pointer-events-none opacity-50' : null;
  const classes = [className, children ? null : dim].filter(Boolean).join(' ');
  return (
    <li className={classes || undefined}>
      <Link
        href={href}
        aria-disabled={dimmed || undefined}
        tabIndex={dimmed ? -1 : undefined}
        className={`group focus-visible:outline-shop-1 block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 ${children && dim ? dim : ''}`}
      >
        <div className="relative">
          <ProductImage src={product.photos[0]} alt="" priority={priority} />
          {badge ? (
            <span className="absolute top-2 left-2 rounded-full bg-gray-900/85 px-2 py-0.5 text-xs font-medium text-white">
              {badge}
            </span>
          ) : null}
        </div>
        <Heading className="mt-2 line-clamp-3 text-sm text-gray-800 group-hover:underline dark:text-gray-100">
          {name}
        </Heading>
        <PriceTag product={product} labels={labels} />
        {priced ? <PublicPriceLabel label={labels.publicPrice} /> : null}
        {resaleInfo && !dimmed && earnsOnResale(product) ? (
          <ResaleEarningNote id={product.id} locale={locale} />
        ) : null}
      </Link>
      {product.is_dropshipping && priced && !dimmed ? (
        <BuyByLink
          item={{
            is_dropshipping: product.is_dropshipping,
            hide_price: product.hide_price,
            is_free: product.is_free,
          }}
          href={href}
          label={buyByLabel(labels.buyBy, product)}
        />
      ) : null}
      {children}
    </li>
  );
}
