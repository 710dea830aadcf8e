import type { Metadata } from 'next';

import type { Shop } from '@/lib/api/schemas/shop';
import { locales, type Locale } from '@/lib/i18n/locales';

import type { PublicSite } from './public-origin';
import { absoluteUrl, canonicalShopBase, languageAlternates, shopCanonicalUrl } from './shop-urls';

/** Open Graph locales of the interface languages. */
export const OG_LOCALES = { es: 'es_MX', en: 'en_US' } as const satisfies Record<Locale, string>;

/** A meta description: whitespace collapsed, cut at a word near `max` characters with `…`. */
export function metaDescription(text: string | null | undefined, max = 160): string | undefined {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export type MetadataShop = Pick<
  Shop,
  'slug' | 'name' | 'photo' | 'canonical_url' | 'canonical_domain'
>;

export interface ShopPageSeo {
  shop: MetadataShop;
  locale: Locale;
  /**
   * The page's path inside the shop (`''` for the home, `productos/o/1`). Without it no canonical,
   * `hreflang` or `og:url` is given: for a layout, whose metadata every page below inherits.
   */
  path?: string;
  /** The page's picture (root-relative or absolute); the shop photo otherwise. */
  image?: string | null;
  imageAlt?: string;
}

/**
 * The crawler metadata of a shop page: canonical URL, `hreflang` alternates, Open Graph and
 * Twitter card. Titles and descriptions are left to the page's own `title`/`description`, which
 * Next copies into Open Graph and Twitter when these have none.
 *
 * `hreflang`: each language has its own address (`…/productos`, `…/en/productos`); the page's
 * canonical is its own language's, and es, en and x-default (the Spanish address) name every
 * version, the same list on each (each version points at itself and the others, as Google asks).
 */
export function shopPageMetadata(
  page: ShopPageSeo,
  site: PublicSite,
): Pick<Metadata, 'alternates' | 'openGraph' | 'twitter'> {
  const { shop, locale } = page;
  const picture = page.image ?? shop.photo;
  const image = picture ? absoluteUrl(canonicalShopBase(shop, site), picture) : undefined;
  const path = page.path;
  const url = path === undefined ? undefined : shopCanonicalUrl(shop, site, path, locale);
  return {
    ...(url && path !== undefined
      ? {
          alternates: {
            canonical: url,
            languages: languageAlternates((l) => shopCanonicalUrl(shop, site, path, l)),
          },
        }
      : {}),
    openGraph: {
      type: 'website',
      siteName: shop.name,
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      ...(url ? { url } : {}),
      ...(image ? { images: [{ url: image, alt: page.imageAlt ?? shop.name }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      ...(image ? { images: [image] } : {}),
    },
  };
}
