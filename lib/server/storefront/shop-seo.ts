import 'server-only';

import type { Metadata } from 'next';

import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Shop } from '@/lib/api/schemas/shop';
import {
  breadcrumbJsonLd,
  productJsonLd,
  storeJsonLd,
  type JsonLd,
} from '@/lib/domain/seo/json-ld';
import {
  metaDescription,
  shopPageMetadata,
  type ShopPageSeo,
} from '@/lib/domain/seo/page-metadata';
import { canonicalShopBase, shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import { richTextToPlain } from '@/lib/domain/items/rich-text';
import type { ProductRatings } from '@/lib/domain/reviews/review-json-ld';
import { productPath } from '@/lib/domain/paths/product-paths';
import type { Locale } from '@/lib/i18n/locales';

import { publicSite } from '@/lib/env';

/**
 * Crawler data of shop pages (metadata and JSON-LD) with the platform's public address from the
 * environment. Everything depends on the shop, the locale and the path, never on the request, so
 * cached pages stay cacheable.
 */

/**
 * The canonical absolute URL of a page of a shop (`path` inside the shop base, `''` the home), in
 * a language (Spanish, the bare address, by default).
 */
export function shopPageUrl(
  shop: Pick<Shop, 'slug' | 'canonical_url' | 'canonical_domain'>,
  path = '',
  locale?: Locale,
): string {
  return shopCanonicalUrl(shop, publicSite(), path, locale);
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
    description: metaDescription(
      richTextToPlain((english && item.description_en) || item.description),
    ),
    ...shopMetadata({
      shop,
      locale,
      path: productPath(item),
      image: item.photos[0],
      imageAlt: name,
    }),
  };
}

/** The shop home's `Store`. */
export function storeData(shop: Shop): JsonLd {
  const site = publicSite();
  return storeJsonLd(shop, shopCanonicalUrl(shop, site), canonicalShopBase(shop, site));
}

/**
 * The `Product` + `Offer` of an item page (its breadcrumb comes with `PageBreadcrumb`), with its
 * rating and latest reviews when it has any.
 */
export function itemPageData(
  shop: Shop,
  item: ProductDetail,
  locale: Locale,
  ratings?: ProductRatings,
): JsonLd {
  return productJsonLd(
    item,
    shopPageUrl(shop, productPath(item), locale),
    shop.name,
    locale,
    ratings,
  );
}

/** A crumb of a shop page's trail: its name and its path inside the shop base. */
export interface PageCrumb {
  label: string;
  path: string;
}

/**
 * The `BreadcrumbList` of a shop page: the shop home, then the trail to the page itself, at the
 * page's own language's addresses (the English page's crumbs name English pages).
 */
export function pageBreadcrumbData(
  shop: Pick<Shop, 'name' | 'slug' | 'canonical_url' | 'canonical_domain'>,
  trail: readonly PageCrumb[],
  locale: Locale,
): JsonLd {
  return breadcrumbJsonLd([
    { name: shop.name, url: shopPageUrl(shop, '', locale) },
    ...trail.map((crumb) => ({ name: crumb.label, url: shopPageUrl(shop, crumb.path, locale) })),
  ]);
}

/** The `shop` messages naming each type's list, for the breadcrumb. */
export const TYPE_LIST_MESSAGE_KEYS = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const satisfies Record<ProductDetail['type'], string>;
