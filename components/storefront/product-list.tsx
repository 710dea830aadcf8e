import { useLocale } from 'next-intl';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { CardWordsProvider } from './card-words';
import { ProductCard } from './product-card';
import { cardWordsOf, useProductLabels } from './use-product-labels';
import { PRODUCT_GRID_CLASS } from './product-grid-class';

export { PRODUCT_GRID_CLASS };

/**
 * The cards of a list page in a grid (2 columns on phones up to 4 on desktop), named by a heading
 * (card names one level below it); `resaleInfo` shows level-two visitors their earnings on the cards.
 */
export function ProductList({
  products,
  base,
  labelledBy,
  resaleInfo,
  cardHeadingLevel = 2,
  disabledSupplier = null,
}: {
  products: ProductSummary[];
  base: string;
  labelledBy: string;
  resaleInfo?: boolean;
  /** 2 for a page's list (under its h1), 3 for a section's (under its h2). */
  cardHeadingLevel?: 2 | 3;
  /** The shop's disabled supplier (`disabledSupplierOf`): its items' cards say they are unavailable. */
  disabledSupplier?: string | null;
}) {
  const locale = useLocale();
  const labels = useProductLabels();
  // Every card's address starts with the shop's.
  const hrefPrefix = `${shopHref(base, '').replace(/\/$/, '')}/`;
  return (
    <ul aria-labelledby={labelledBy} className={PRODUCT_GRID_CLASS}>
      <CardWordsProvider words={cardWordsOf(labels, { hrefPrefix })}>
        {products.map((product, i) => (
          <ProductCard
            key={product.id}
            product={product}
            base={base}
            locale={locale}
            labels={labels}
            priority={i < 4}
            resaleInfo={resaleInfo}
            headingLevel={cardHeadingLevel}
            unavailable={product.owner === disabledSupplier}
            sharedWords
            hrefPrefix={hrefPrefix}
          />
        ))}
      </CardWordsProvider>
    </ul>
  );
}
