import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ShopLandingBanners } from '@/components/landing/shop-landing-banners';
import { HtmlJsonLd } from '@/components/seo/html-json-ld';
import { ListMessage } from '@/components/storefront/list-message';
import { CatalogueSection } from '@/components/storefront/lists/catalogue-section';
import { ProductSection } from '@/components/storefront/lists/product-section';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import {
  HOME_CATALOGUES,
  HOME_SLIDER_ITEMS,
  homeSectionTypes,
  homeShowsCatalogues,
} from '@/lib/domain/shop/home-sections';
import { disabledSupplierOf } from '@/lib/domain/shop/disabled-supplier';
import { productPath, TYPE_SEGMENTS } from '@/lib/domain/paths/product-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { rootDomain } from '@/lib/env';
import { listPageData } from '@/lib/server/seo/list-seo';
import { shopMetadata, storeData, TYPE_LIST_MESSAGE_KEYS } from '@/lib/server/storefront/shop-seo';
import { readShopCatalogues } from '@/lib/server/storefront/catalogue-reads';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProducts } from '@/lib/server/storefront/storefront-reads';

/** The home's canonical (`canonical_url` when set), hreflang and Open Graph address. */
export async function generateMetadata({ params }: { params: ShopRouteParams }): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const shop = await readShop(slug);
  return shop ? shopMetadata({ shop, locale, path: '' }) : {};
}

/**
 * Shop home (ISR-cached: reads nothing per visitor): a slider of up to 10 items for each enabled
 * item type that has any, in the shop menu's order, then the shop's catalogues (up to 20).
 */
export default async function ShopHome({ params }: { params: ShopRouteParams }) {
  const { slug, base, locale } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!shop) notFound();
  const sections = shop.store_theme_info.sections_info;
  const types = homeSectionTypes(sections);
  const [pages, catalogues, t, th] = await Promise.all([
    Promise.all(types.map((type) => readShopProducts(slug, { type, limit: HOME_SLIDER_ITEMS }))),
    homeShowsCatalogues(sections)
      ? readShopCatalogues(slug, { offset: 0, limit: HOME_CATALOGUES })
      : null,
    getTranslations('shop'),
    getTranslations('home'),
  ]);
  const filled = types
    .map((type, i) => ({ type, products: pages[i]?.results ?? [] }))
    .filter((section) => section.products.length > 0);
  const shownCatalogues = catalogues?.results ?? [];
  const listed = [
    ...filled.flatMap((section) => section.products.map(productPath)),
    ...shownCatalogues.map(cataloguePath),
  ];

  return (
    <>
      <main id="main" className="py-4">
        <HtmlJsonLd data={[storeData(shop), listPageData(shop, listed, locale)]} />
        <h1 className="sr-only">{shop.name}</h1>
        {filled.map(({ type, products }, i) => (
          <ProductSection
            key={type}
            id={`home-${TYPE_SEGMENTS[type]}`}
            title={t(TYPE_LIST_MESSAGE_KEYS[type])}
            href={shopHref(base, TYPE_SEGMENTS[type])}
            products={products}
            base={base}
            eager={i === 0}
            disabledSupplier={disabledSupplierOf(shop)}
          />
        ))}
        <CatalogueSection
          catalogues={shownCatalogues}
          base={base}
          href={shopHref(base, 'catalogos')}
        />
        {filled.length === 0 && shownCatalogues.length === 0 ? (
          <div className="mx-auto max-w-6xl px-4 py-8">
            <ListMessage message={th('emptyShop')} />
          </div>
        ) : null}
      </main>
      {/* Outside the main content: the platform's promos, above the footer (all four themes). */}
      <ShopLandingBanners shop={shop} rootDomain={rootDomain()} />
    </>
  );
}
