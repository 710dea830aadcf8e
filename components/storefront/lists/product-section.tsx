import { useLocale, useTranslations } from 'next-intl';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { productSectionLayout } from '@/lib/domain/catalogue/product-slider';

import { CardWordsProvider } from '../card-words';
import { ProductCard } from '../product-card';
import { cardWordsOf, useProductLabels } from '../use-product-labels';
import { ProductList } from '../product-list';
import { ProductSlider } from './product-slider';
import { SectionHeading } from './section-heading';
import { SLIDE_CLASS } from './slide-class';

/**
 * A home section previewing one item type: its heading links to the type list; the items are a
 * slider, or a plain grid when there are fewer than 6 (spec 01 §9). The cards are rendered on the
 * server in both cases; the slider island only moves them.
 */
export function ProductSection({
  id,
  title,
  href,
  products,
  base,
  eager = false,
  disabledSupplier = null,
}: {
  id: string;
  title: string;
  href: string;
  products: ProductSummary[];
  base: string;
  /** Load the first photos at once (the first section on the page). */
  eager?: boolean;
  /** The shop's disabled supplier: its items' cards say they are unavailable. */
  disabledSupplier?: string | null;
}) {
  const t = useTranslations('home');
  const locale = useLocale();
  const labels = useProductLabels();
  const layout = productSectionLayout(products.length);
  if (layout === 'none') return null;
  const headingId = `${id}-heading`;
  // The section's items are of one type: their pages are under its list's address.
  const hrefPrefix = `${href}/`;
  return (
    <section aria-labelledby={headingId} className="home-section" data-layout={layout}>
      <SectionHeading id={headingId} title={title} href={href} />
      {layout === 'grid' ? (
        <ProductList
          products={products}
          base={base}
          labelledBy={headingId}
          cardHeadingLevel={3}
          disabledSupplier={disabledSupplier}
        />
      ) : (
        <CardWordsProvider words={cardWordsOf(labels, { itemClassName: SLIDE_CLASS, hrefPrefix })}>
          <ProductSlider
            labelledBy={headingId}
            labels={{
              previous: t('sliderPrevious'),
              next: t('sliderNext'),
              pause: t('sliderPause'),
              play: t('sliderPlay'),
            }}
          >
            {products.map((product, i) => (
              <ProductCard
                key={product.id}
                product={product}
                base={base}
                locale={locale}
                labels={labels}
                priority={eager && i < 2}
                unavailable={product.owner === disabledSupplier}
                sharedWords
                hrefPrefix={hrefPrefix}
              />
            ))}
          </ProductSlider>
        </CardWordsProvider>
      )}
    </section>
  );
}
