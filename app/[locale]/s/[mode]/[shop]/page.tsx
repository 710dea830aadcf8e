import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { ProductGrid } from '@/components/storefront/product-grid';
import { shopMetadata, storeData } from '@/lib/server/seo/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProducts } from '@/lib/server/storefront/storefront-reads';

/** The home's canonical (`canonical_url` when set), hreflang and Open Graph address. */
export async function generateMetadata({ params }: { params: ShopRouteParams }): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const shop = await readShop(slug);
  return shop ? shopMetadata({ shop, locale, path: '' }) : {};
}

/** Shop home: the shop's first products. Full theming arrives with the storefront issue. */
export default async function ShopHome({ params }: { params: ShopRouteParams }) {
  const { slug, base } = await resolveShopParams(params);
  const [shop, page, t] = await Promise.all([readShop(slug), readShopProducts(slug, { limit: 36 }), getTranslations('shop')]);
  if (!shop || !page) notFound();
  return (
    <main id="main">
      <JsonLd data={storeData(shop)} />
      <h1 className="sr-only">{shop.name}</h1>
      <ProductGrid products={page.results} base={base} heading={t('featured')} />
    </main>
  );
}
