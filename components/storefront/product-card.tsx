import Link from 'next/link';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { productPath } from '@/lib/domain/product-paths';
import { isDimmed } from '@/lib/domain/product-state';
import { shopHref } from '@/lib/domain/tenancy';

import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import type { ProductLabels } from './product-labels';

/** Card of an item in a grid: image, name (3 lines at most), price and its state. */
export function ProductCard({
  product,
  base,
  locale,
  labels,
  priority,
}: {
  product: ProductSummary;
  base: string;
  locale: string;
  labels: ProductLabels;
  priority?: boolean;
}) {
  const name = locale === 'en' && product.name_en ? product.name_en : product.name;
  const dimmed = isDimmed(product);
  const badge = product.concluded ? labels.concluded : product.sold_out ? labels.soldOut : null;
  return (
    <li className={dimmed ? 'pointer-events-none opacity-50' : undefined}>
      <Link
        href={shopHref(base, productPath(product))}
        aria-disabled={dimmed || undefined}
        tabIndex={dimmed ? -1 : undefined}
        className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-shop-1"
      >
        <div className="relative">
          <ProductImage src={product.photos[0]} alt="" priority={priority} />
          {badge ? (
            <span className="absolute top-2 left-2 rounded-full bg-gray-900/85 px-2 py-0.5 text-xs font-medium text-white">
              {badge}
            </span>
          ) : null}
        </div>
        <h3 className="mt-2 line-clamp-3 text-sm text-gray-800 group-hover:underline dark:text-gray-100">{name}</h3>
        <PriceTag product={product} labels={labels} />
      </Link>
    </li>
  );
}
