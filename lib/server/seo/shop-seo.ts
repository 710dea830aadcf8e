import 'server-only';

import type { Metadata } from 'next';

import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Shop } from '@/lib/api/schemas/shop';
import { breadcrumbJsonLd, productJsonLd, storeJsonLd, type JsonLd } from '@/lib/domain/seo/json-ld';
import { metaDescription, shopPageMetadata, type ShopPageSeo } from '@/lib/domain/seo/page-metadata';
import { canonicalShopBase, shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import { isTypeEnabled } from '@/lib/domain/shop-sections';
import { productPath, TYPE_SEGMENTS } from '@/lib/domain/product-paths';
import type { Locale } from '@/lib/i18n/locales';

import { publicSite } from './public-site';

/**
 * Crawler data of shop pages (metadata and JSON-LD) with the platform's public address from the
 * environment. Everything depends on the shop, the locale and the path, never on the request, so
 * cached pages stay cacheable.
 */

/** The canonical absolute URL of a page of a shop (`path` inside the shop base, `''` the home). */
export function shopPageUrl(shop: Pick<Shop, 'slug' | 'canonical_url' | 'canonical_domain'>, path = ''): string {
  return shopCanonicalUrl(shop, publicSite(), path);
}

/** Canonical, hreflang, Open Graph and Twitter metadata of a shop page (see `shopPageMetadata`). */
export function shopMetadata(page: ShopPageSeo): Metadata {
  return shopPageMetadata(page, publicSite());
}

/** The metadata of an item page: its title, description, picture and canonical address. */
export function itemMetadata(shop: Shop, item: ProductDetail, locale: Locale): Metadata {
  const english = locale === 'en';
  const name = (english && item.name_en) || item.name;
  return {
    title: name,
    description: metaDescription((english && item.description_en) || item.description),
    ...shopMetadata({ shop, locale, path: productPath(item), image: item.photos[0], imageAlt: name }),
  };
}

/** The shop home's `Store`. */
export function storeData(shop: Shop): JsonLd {
  const site = publicSite();
  return storeJsonLd(shop, shopCanonicalUrl(shop, site), canonicalShopBase(shop, site));
}

/**
 * An item page's `Product` + `Offer` and its `BreadcrumbList` (shop home → type list, when the
 * shop shows that list → item). `typeListName` is the list's translated name.
 */
export function itemPageData(shop: Shop, item: ProductDetail, locale: Locale, typeListName: string): JsonLd[] {
  const url = shopPageUrl(shop, productPath(item));
  const name = (locale === 'en' && item.name_en) || item.name;
  const crumbs = [{ name: shop.name, url: shopPageUrl(shop) }];
  if (isTypeEnabled(item.type, shop.store_theme_info.sections_info)) {
    crumbs.push({ name: typeListName, url: shopPageUrl(shop, TYPE_SEGMENTS[item.type]) });
  }
  crumbs.push({ name, url });
  return [productJsonLd(item, url, shop.name, locale), breadcrumbJsonLd(crumbs)];
}

/** The `shop` messages naming each type's list, for the breadcrumb. */
export const TYPE_LIST_MESSAGE_KEYS = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const satisfies Record<ProductDetail['type'], string>;
