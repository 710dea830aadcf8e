import type { ActionType, SlideType } from '@/lib/domain/vocabulary';

import { safeWebAddress } from '../paths/theme-links';

/**
 * Rules of a shop's banners (the slides of its carousel; spec 01 §2 "Header and banner editing",
 * §3 Slide / Banner, §4, §5, §9). Pure: the API, its services and the banner editor share them.
 */

/** Banners a shop may have: the carousel shows this many (spec 01 §7, §9: banners 10). */
export const BANNER_MAX = 10;
/** Banners the editor lists a page (spec 01 §7: GET offset 0, limit 10). */
export const BANNER_PAGE_SIZE = 10;
/** An admin-entered address; longer ones are not addresses people type. */
export const BANNER_URL_MAX = 500;
/** How long a result message of the editor stays (spec 01 §9: toast dismiss 4 s). */
export const BANNER_TOAST_MS = 4000;

/**
 * Recommended image sizes the form shows (spec 01 §5): the desktop (horizontal) image for the
 * 1-column mode and for the 2-column mode, and the mobile (vertical) image.
 */
export const BANNER_IMAGE_SIZES = {
  desktop: { width: 3200, height: 982 },
  twoColumns: { width: 1100, height: 982 },
  mobile: { width: 1000, height: 450 },
} as const;

/** The carousel's modes (spec 01 §2: 1-column or 2-column, default 2). */
export const BANNER_COLUMNS = [1, 2] as const;
export type BannerColumns = (typeof BANNER_COLUMNS)[number];
export const DEFAULT_BANNER_COLUMNS: BannerColumns = 2;

/** The recommended size of the desktop image in a mode. */
export function desktopImageSize(columns: number) {
  return columns === 1 ? BANNER_IMAGE_SIZES.desktop : BANNER_IMAGE_SIZES.twoColumns;
}

/**
 * Field error keys the API answers in `fields` and the editor shows (`bannerEditor.fieldErrors`).
 * `required`: an image field without an image, a product link without a product;
 * `CarrouselShopInvalidLink`: the spec's message key for a link that is no web address;
 * `invalid_image`: not a banner image of this shop's gallery (or one of the wrong orientation);
 * `invalid_product`: not an item this shop sells.
 */
export const BANNER_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid_option',
  'CarrouselShopInvalidLink',
  'invalid_image',
  'invalid_product',
] as const;
export type BannerFieldError = (typeof BANNER_FIELD_ERRORS)[number];

/**
 * "Optional protocol, optional www, domain, optional path" (spec 01 §5): `https://`, `http://`
 * or nothing; labels of letters, digits and hyphens; a top-level domain of letters; then a path,
 * query or fragment without spaces.
 */
const CARRUSEL_LINK =
  /^(https?:\/\/)?(www\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}([/?#]\S*)?$/i;

/** Whether an admin-entered link looks like a web address the storefront can link to. */
export function isCarrouselLink(url: string): boolean {
  const text = url.trim();
  return CARRUSEL_LINK.test(text) && safeWebAddress(text) !== null;
}

/** What the link rules look at. */
export interface BannerLink {
  type: SlideType;
  url?: string | null;
  product?: string | null;
}

/**
 * The link rules (spec 01 §2, §5): a product link needs a product; a web link may be empty (no
 * link) but otherwise must look like a web address. Field → error key; empty when it is fine.
 */
export function bannerLinkProblems(
  link: BannerLink,
): Partial<Record<'url' | 'product', BannerFieldError>> {
  if (link.type === 'PRODUCT') return link.product ? {} : { product: 'required' };
  const url = link.url?.trim() ?? '';
  if (!url) return {};
  if (url.length > BANNER_URL_MAX) return { url: 'too_long' };
  return isCarrouselLink(url) ? {} : { url: 'CarrouselShopInvalidLink' };
}

/**
 * The slide's `action_type` from its link: a product, a web address, or none when the web link is
 * empty. (Seeded slides may also send visitors to sign-up; a save that leaves the link alone
 * keeps that.)
 */
export function bannerActionType(link: BannerLink): ActionType {
  if (link.type === 'PRODUCT') return 'product';
  return link.url?.trim() ? 'url' : 'none';
}
