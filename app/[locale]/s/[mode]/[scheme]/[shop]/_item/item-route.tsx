import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ItemDetail } from '@/components/storefront/item/item-detail';
import { ItemReviews } from '@/components/reviews/item-reviews';
import { HtmlJsonLd } from '@/components/seo/html-json-ld';
import { ProductParamsSchema } from '@/lib/api/schemas/product';
import { itemPathMatches, parseItemPath } from '@/lib/domain/paths/item-path';
import { JSON_LD_REVIEWS_MAX } from '@/lib/domain/reviews/review-rules';
import { readItemReviews } from '@/lib/server/reviews/read-item-reviews';
import { itemMetadata, itemPageData } from '@/lib/server/storefront/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProduct } from '@/lib/server/storefront/storefront-reads';

/**
 * The item page, shared by the primary route (`{productos|…}/{owner}/{id}`) and the alternative
 * paths (`products/{id}`, `negocios/{businessID}/services/{id}`, … see `parseItemPath`). Each
 * route names how its params spell the path; every path renders the same page, whose canonical
 * URL and JSON-LD name the primary path. A path that does not fit the item is a 404.
 */
type ItemParams<P> = Promise<Awaited<ShopRouteParams> & P>;

export function itemRoute<P extends Record<string, string>>(segmentsOf: (params: P) => string[]) {
  /** The shop and the item when the path names it; null otherwise (→ 404). */
  async function readItem(params: ItemParams<P>) {
    const [{ slug }, raw] = await Promise.all([resolveShopParams(params), params]);
    const path = parseItemPath(segmentsOf(raw));
    // An id the API would refuse (422) is no item (404), not an error.
    if (!path || !ProductParamsSchema.shape.id.safeParse(path.id).success) return null;
    const [shop, product] = await Promise.all([readShop(slug), readShopProduct(slug, path.id)]);
    if (!shop || !product || !itemPathMatches(path, product, shop.slug)) return null;
    return { shop, product };
  }

  async function generateMetadata({ params }: { params: ItemParams<P> }): Promise<Metadata> {
    const [{ locale }, item] = await Promise.all([resolveShopParams(params), readItem(params)]);
    return item ? itemMetadata(item.shop, item.product, locale) : {};
  }

  async function ItemPage({ params }: { params: ItemParams<P> }) {
    const [{ locale, base }, item] = await Promise.all([
      resolveShopParams(params),
      readItem(params),
    ]);
    if (!item) notFound();
    const { shop, product } = item;
    const [reviews, t] = await Promise.all([
      readItemReviews(shop.slug, product.id),
      getTranslations('reviews'),
    ]);
    const ratings = reviews && {
      average: reviews.average,
      count: reviews.count,
      latest: reviews.results.slice(0, JSON_LD_REVIEWS_MAX),
      anonymous: t('anonymous'),
    };
    return (
      <>
        <HtmlJsonLd data={itemPageData(shop, product, locale, ratings ?? undefined)} />
        <ItemDetail
          shop={shop}
          product={product}
          base={base}
          locale={locale}
          reviews={reviews ? <ItemReviews reviews={reviews} /> : null}
        />
      </>
    );
  }

  return { ItemPage, generateMetadata };
}
