import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { ItemPlacement } from '@/components/listings/item-placement';

import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Shop } from '@/lib/api/schemas/shop';
import { isDimmed } from '@/lib/domain/catalogue/product-state';
import { variantPricesDiffer } from '@/lib/domain/catalogue/variant-price';
import { productPath, TYPE_SEGMENTS } from '@/lib/domain/paths/product-paths';
import { isFromDisabledSupplier } from '@/lib/domain/shop/disabled-supplier';
import { isTypeEnabled } from '@/lib/domain/shop/shop-sections';
import type { Locale } from '@/lib/i18n/locales';
import { TYPE_LIST_MESSAGE_KEYS } from '@/lib/server/storefront/shop-seo';

import { PublicPriceLabel } from '../levels/public-price-label';
import { PriceTag } from '../price-tag';
import { PageBreadcrumb, type PageCrumb } from '../theme/page-breadcrumb';
import { DisabledSupplierAlert } from '../theme/supplier-alert';
import { ItemAvailability } from './item-availability';
import { ItemFacts } from './item-facts';
import { ItemGallery } from './item-gallery';
import { ItemPurchase } from './item-purchase';
import { ItemReturns } from './item-returns';
import { ItemSelectionProvider } from './item-selection';
import { VariantPriceTag } from './variant-price-tag';

/**
 * An item's page: breadcrumb, photo gallery, name, price, state, variants and add-to-cart,
 * returns, description and details. Server-rendered; the gallery, the purchase panel and the
 * level-dependent public price label are islands. Unpublished or hidden items (only shop admins get them) are dimmed.
 */
export function ItemDetail({
  shop,
  product,
  base,
  locale,
  reviews,
}: {
  shop: Shop;
  product: ProductDetail;
  base: string;
  locale: Locale;
  /** The item's reviews (components/reviews/item-reviews.tsx), under the article. */
  reviews?: ReactNode;
}) {
  const t = useTranslations('shop');
  const levels = useTranslations('levels');
  const item = useTranslations('item');
  const priceLabels = {
    free: t('free'),
    priceHidden: t('priceHidden'),
    crossoutPrice: t('crossoutPrice'),
  };
  const name = (locale === 'en' && product.name_en) || product.name;
  const supplierDisabled = isFromDisabledSupplier(shop, product.supplier.id);
  // Shop home → the type's list (when the shop shows it) → the item.
  const trail: PageCrumb[] = [{ label: name, path: productPath(product) }];
  if (isTypeEnabled(product.type, shop.store_theme_info.sections_info)) {
    trail.unshift({
      label: t(TYPE_LIST_MESSAGE_KEYS[product.type]),
      path: TYPE_SEGMENTS[product.type],
    });
  }
  return (
    <main id="main" data-item-page className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageBreadcrumb shop={shop} base={base} locale={locale} trail={trail} />
      <article
        aria-labelledby="item-name"
        className={`mt-4 grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12 ${isDimmed(product) ? 'opacity-70' : ''}`}
      >
        <div className="mx-auto w-full max-w-md md:mx-0">
          <ItemGallery photos={product.photos} name={name} />
        </div>
        {/* The price follows the variant the purchase panel picks. */}
        <ItemSelectionProvider>
          {/* On a phone the name and price come before the photos (the column dissolves into the
              article's grid and the title block goes first), so they are on the first screen. */}
          <div className="flex min-w-0 flex-col gap-6 max-md:contents">
            <div className="flex flex-col gap-3 max-md:order-first">
              <h1 id="item-name" className="text-2xl font-semibold text-balance sm:text-3xl">
                {name}
              </h1>
              {variantPricesDiffer(product.list_price, product.variant_prices) ? (
                <VariantPriceTag
                  // The fields it reads, not the whole item (its description, photos and variants
                  // would all be copied into the page's flight data as the island's props).
                  product={{
                    list_price: product.list_price,
                    crossout_price: product.crossout_price,
                    currency: product.currency,
                    hide_price: product.hide_price,
                    is_free: product.is_free,
                    variant_prices: product.variant_prices,
                  }}
                  labels={{ ...priceLabels, priceFrom: item('priceFrom', { price: '{price}' }) }}
                />
              ) : (
                <PriceTag product={product} size="lg" labels={priceLabels} />
              )}
              {!product.hide_price && !product.is_free ? (
                <PublicPriceLabel label={levels('publicPrice')} />
              ) : null}
              <ItemAvailability product={product} supplierDisabled={supplierDisabled} />
            </div>
            <DisabledSupplierAlert shop={shop} owner={product.supplier.id} />
            <ItemPurchase
              product={product}
              shopSlug={shop.slug}
              name={name}
              supplierDisabled={supplierDisabled}
            />
            {shop.is_proxy ? null : (
              <ItemPlacement
                shopSlug={shop.slug}
                storeType={shop.store_type}
                product={{
                  id: product.id,
                  type: product.type,
                  hiden: product.hiden,
                  list_state: product.list_state,
                  in_store: product.in_store,
                }}
                name={name}
                locale={locale}
              />
            )}
            <ItemReturns product={product} />
            <ItemFacts product={product} locale={locale} />
          </div>
        </ItemSelectionProvider>
      </article>
      {reviews}
    </main>
  );
}
