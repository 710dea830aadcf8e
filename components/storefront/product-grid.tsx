import { useLocale, useTranslations } from 'next-intl';

import type { ProductSummary } from '@/lib/api/schemas/product';

import { ProductCard } from './product-card';
import type { ProductLabels } from './product-labels';

/** Translated card words, for grids and for the item page. */
export function useProductLabels(): ProductLabels {
  const t = useTranslations('shop');
  return {
    soldOut: t('soldOut'),
    concluded: t('concluded'),
    free: t('free'),
    priceHidden: t('priceHidden'),
    crossoutPrice: t('crossoutPrice'),
  };
}

/** Items in a responsive grid (2 columns on phones up to 4 on desktop); an empty state otherwise. */
export function ProductGrid({ products, base, heading }: { products: ProductSummary[]; base: string; heading: string }) {
  const t = useTranslations('shop');
  const locale = useLocale();
  const labels = useProductLabels();
  return (
    <section aria-labelledby="product-grid-heading" className="mx-auto max-w-6xl px-4 py-8">
      <h2 id="product-grid-heading" className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      {products.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t('noProducts')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((product, i) => (
            <ProductCard key={product.id} product={product} base={base} locale={locale} labels={labels} priority={i < 4} />
          ))}
        </ul>
      )}
    </section>
  );
}
