import { useLocale } from 'next-intl';

import type { ProductSummary } from '@/lib/api/schemas/product';

import { ProductCard } from './product-card';
import { useProductLabels } from './product-grid';

/** The cards of a list page (the same grid as the shop home), named by the page's heading. */
export function ProductList({ products, base, labelledBy }: { products: ProductSummary[]; base: string; labelledBy: string }) {
  const locale = useLocale();
  const labels = useProductLabels();
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} base={base} locale={locale} labels={labels} priority={i < 4} />
      ))}
    </ul>
  );
}
