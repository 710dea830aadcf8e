import type { ProductDetail } from '@/lib/api/schemas/product';
import type { Shop } from '@/lib/api/schemas/shop';

import { richTextToPlain } from '../items/rich-text';
import { type ProductRatings, ratingsJsonLd } from '../reviews/review-json-ld';
import { socialLinks, type SocialNetwork } from '../shop/social-links';
import { absoluteUrl } from './shop-urls';

/** schema.org structured data (JSON-LD) as plain objects; `jsonLdScript` serialises them safely. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Drops keys whose value is undefined, null, '' or an empty array, so the output stays clean. */
function compact(data: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** `18950` → `'189.50'`: exact decimal text from integer minor units (every currency here has 2). */
export function decimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`A price is a whole number of minor units, got ${minor}`);
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

type SocialField = SocialNetwork;

/** The shop's social profile URLs (the social links bar's rule, `lib/domain/shop/social-links.ts`). */
export function socialProfileUrls(shop: Pick<Shop, SocialField>): string[] {
  return socialLinks(shop).map((link) => link.url);
}

function telephone(phone: string | null, countryCode: string | null): string | undefined {
  const digits = phone?.replace(/[^\d]/g, '');
  if (!digits) return undefined;
  const code = countryCode?.replace(/[^\d]/g, '');
  return code ? `+${code} ${digits}` : digits;
}

export type StoreJsonLdShop = Pick<
  Shop,
  | 'name'
  | 'photo'
  | 'seo_description'
  | 'contact_email'
  | 'contact_phone'
  | 'contact_country_code'
  | 'default_currency'
  | SocialField
>;

/**
 * The shop home's `Store` (a LocalBusiness, so also an Organization). `url` is the home's canonical
 * URL; photos are resolved against `assetBase` (the shop's canonical base: `canonical_url` may
 * point at another site).
 */
export function storeJsonLd(shop: StoreJsonLdShop, url: string, assetBase: string = url): JsonLd {
  const logo = shop.photo ? absoluteUrl(assetBase, shop.photo) : undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'Store',
    name: shop.name,
    url,
    logo,
    image: logo,
    description: shop.seo_description?.trim(),
    telephone: telephone(shop.contact_phone, shop.contact_country_code),
    email: shop.contact_email?.trim(),
    currenciesAccepted: shop.default_currency,
    sameAs: socialProfileUrls(shop),
  });
}

export type ProductJsonLdItem = Pick<
  ProductDetail,
  | 'id'
  | 'type'
  | 'name'
  | 'name_en'
  | 'description'
  | 'description_en'
  | 'photos'
  | 'list_price'
  | 'currency'
  | 'hide_price'
  | 'is_free'
  | 'sold_out'
  | 'concluded'
  | 'available'
  | 'stock_type'
  | 'category'
> &
  Partial<Pick<ProductDetail, 'variant_prices'>>;

const AVAILABILITY = 'https://schema.org/';

/**
 * schema.org availability: sold out (or on-stock with nothing left) → OutOfStock; a concluded
 * experience → Discontinued; a physical product made on demand → MadeToOrder; anything else,
 * including on-demand services and digital items (stock is not counted) → InStock.
 */
export function productAvailability(
  item: Pick<ProductJsonLdItem, 'type' | 'sold_out' | 'concluded' | 'available' | 'stock_type'>,
): string {
  if (item.concluded) return `${AVAILABILITY}Discontinued`;
  if (item.sold_out || (item.stock_type === 'onstock' && item.available <= 0))
    return `${AVAILABILITY}OutOfStock`;
  if (item.stock_type === 'ondemand' && item.type === 'product')
    return `${AVAILABILITY}MadeToOrder`;
  return `${AVAILABILITY}InStock`;
}

/**
 * The price part of an item's offer: one `Offer` price, or — when its combinations are priced
 * apart (`variant_prices`) — an `AggregateOffer` from the lowest to the highest, as the page's
 * 'Desde $X' says.
 */
function offerPrice(item: ProductJsonLdItem) {
  const prices = item.is_free ? [] : (item.variant_prices ?? []).map((v) => v.list_price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  if (prices.length > 1 && low !== high)
    return {
      '@type': 'AggregateOffer',
      lowPrice: decimalAmount(low),
      highPrice: decimalAmount(high),
      offerCount: prices.length,
    };
  return {
    '@type': 'Offer',
    price: item.is_free ? '0.00' : decimalAmount(prices.length ? low : item.list_price),
  };
}

const MAX_DESCRIPTION = 5000;

/**
 * An item page's `Product` with its `Offer` (price as decimal text from minor units). A hidden
 * price gives no offer at all rather than a made-up one. `url` is the page's canonical URL;
 * photos are made absolute against it. Names and descriptions follow the page's locale. With
 * `ratings` (issue 21) it carries `aggregateRating` and the latest `review`s — only when there
 * is at least one review.
 */
export function productJsonLd(
  item: ProductJsonLdItem,
  url: string,
  shopName: string,
  locale: string = 'es',
  ratings?: ProductRatings,
): JsonLd {
  const english = locale === 'en';
  const name = (english && item.name_en) || item.name;
  const description = richTextToPlain((english && item.description_en) || item.description).slice(
    0,
    MAX_DESCRIPTION,
  );
  const category = item.category
    ? english
      ? item.category.name_en
      : item.category.name_es
    : undefined;
  const offers = item.hide_price
    ? undefined
    : {
        ...offerPrice(item),
        priceCurrency: item.currency,
        availability: productAvailability(item),
        url,
        seller: { '@type': 'Organization', name: shopName },
      };
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    description,
    image: item.photos.map((photo) => absoluteUrl(url, photo)),
    sku: item.id,
    category,
    url,
    offers,
    ...ratingsJsonLd(ratings),
  });
}

/** A `BreadcrumbList` from the first crumb (the shop home) to the current page. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** An `ItemList` of the item pages a list shows, in order. */
export function itemListJsonLd(urls: readonly string[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: urls.length,
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as `\u003c`…
 * (still the same JSON), so a `</script>` or `<!--` inside a product name cannot end the script;
 * U+2028/2029 are escaped too.
 */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
