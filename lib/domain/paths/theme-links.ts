import type { Header, Slide } from '@/lib/api/schemas/shop';
import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';

import { productPath } from './product-paths';
import { shopHref } from './tenancy';

/**
 * Where the theme blocks (slides, header_info) send a visitor (spec 01 §3): a product's item
 * page, an admin-entered web address, or the sign-up page.
 */

export interface BlockLink {
  href: string;
  /** Open in a new tab (`url_target`), with rel="noopener noreferrer". */
  newTab: boolean;
}

/** The sign-up page (`{base}registro`; the accounts issue builds it). */
export const SIGNUP_PATH = 'registro';

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

// The admin form accepts "optional protocol, optional www, domain, optional path" (spec 01 §5).
const BARE_DOMAIN = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i;

/**
 * An admin-entered address made safe to put in an href: http(s) and site-relative paths as they
 * are, a bare domain gets https://, anything else (`javascript:`, `data:`, blanks) is no link.
 */
export function safeWebAddress(url: string | null | undefined): string | null {
  const text = url?.trim() ?? '';
  if (!text) return null;
  if (/^https?:\/\/[^\s/]+/i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (BARE_DOMAIN.test(text)) return `https://${text}`;
  return null;
}

/** The item page of a product inside the shop. */
export function productHref(
  base: string,
  product: { id: string; owner: string; type: string },
): string | null {
  if (!isProductType(product.type)) return null;
  return shopHref(base, productPath({ id: product.id, owner: product.owner, type: product.type }));
}

/** A slide's link by its action type; null for `none` or when what it names is missing. */
export function slideLink(
  slide: Pick<Slide, 'action_type' | 'product' | 'url' | 'url_target'>,
  base: string,
): BlockLink | null {
  switch (slide.action_type) {
    case 'product': {
      const href = slide.product ? productHref(base, slide.product) : null;
      return href ? { href, newTab: false } : null;
    }
    case 'url': {
      const href = safeWebAddress(slide.url);
      return href ? { href, newTab: slide.url_target } : null;
    }
    case 'signup':
      return { href: shopHref(base, SIGNUP_PATH), newTab: false };
    case 'none':
      return null;
  }
}

/**
 * The header's call to action by its action type. A product header names the product and its
 * supplier but not its type, so the caller passes the product it read (null: not shown here).
 */
export function headerLink(
  header: Pick<Header, 'action_type' | 'url'>,
  base: string,
  product: { id: string; owner: string; type: string } | null,
): BlockLink | null {
  switch (header.action_type) {
    case 'product': {
      const href = product ? productHref(base, product) : null;
      return href ? { href, newTab: false } : null;
    }
    case 'url': {
      const href = safeWebAddress(header.url);
      return href ? { href, newTab: false } : null;
    }
    case 'signup':
      return { href: shopHref(base, SIGNUP_PATH), newTab: false };
    case 'none':
      return null;
  }
}
