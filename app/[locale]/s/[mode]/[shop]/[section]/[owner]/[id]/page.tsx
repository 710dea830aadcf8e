import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { PriceTag } from '@/components/storefront/price-tag';
import { ProductImage } from '@/components/storefront/product-image';
import { typeFromSegment } from '@/lib/domain/product-paths';
import { itemMetadata, itemPageData, TYPE_LIST_MESSAGE_KEYS } from '@/lib/server/seo/shop-seo';
import { resolveShopParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProduct } from '@/lib/server/storefront/storefront-reads';

// Rendered on the first visit, then served from the cache like the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; mode: string; shop: string; section: string; owner: string; id: string }>;

/** The item when the path's type and owner match it; null otherwise (→ 404). */
async function readItem(params: Params) {
  const { slug } = await resolveShopParams(params);
  const { section, owner, id } = await params;
  const product = await readShopProduct(slug, id);
  if (!product || typeFromSegment(section) !== product.type || decodeURIComponent(owner) !== product.owner) return null;
  return product;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const [product, shop] = await Promise.all([readItem(params), readShop(slug)]);
  if (!product || !shop) return {};
  return itemMetadata(shop, product, locale);
}

export default async function ItemPage({ params }: { params: Params }) {
  const { locale, slug, base } = await resolveShopParams(params);
  const [product, shop, t] = await Promise.all([readItem(params), readShop(slug), getTranslations('shop')]);
  if (!product || !shop) notFound();
  const english = locale === 'en';
  const name = english && product.name_en ? product.name_en : product.name;
  const description = english && product.description_en ? product.description_en : product.description;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
      <JsonLd data={itemPageData(shop, product, locale, t(TYPE_LIST_MESSAGE_KEYS[product.type]))} />
      <ProductImage src={product.photos[0]} alt={name} priority sizes="(min-width: 768px) 50vw, 100vw" />
      <div className="flex flex-col gap-4">
        <Link href={base} className="text-sm text-gray-600 underline dark:text-gray-300">
          {t('backToShop', { name: shop.name })}
        </Link>
        <h1 className="text-2xl font-semibold sm:text-3xl">{name}</h1>
        <PriceTag product={product} size="lg" labels={{ free: t('free'), priceHidden: t('priceHidden'), crossoutPrice: t('crossoutPrice') }} />
        {product.sold_out || product.concluded ? (
          <p className="font-medium text-red-700 dark:text-red-400">{t(product.concluded ? 'concluded' : 'soldOut')}</p>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {product.stock_type === 'ondemand' ? t('onDemand') : t('availability', { count: product.available })}
          </p>
        )}
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('supplier', { name: product.supplier.name })}</p>
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-1 font-semibold">
            {t('description')}
          </h2>
          <p className="whitespace-pre-line text-gray-800 dark:text-gray-200">{description}</p>
        </section>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {product.return_type === '72hrs' ? t('returns72') : t('returnsDisallowed')}
        </p>
      </div>
    </main>
  );
}
