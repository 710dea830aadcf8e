import 'server-only';

/**
 * Cache tags, defined once. Storefront reads are cached per shop under these tags; every service
 * that changes a shop, its catalogues or its products revalidates the tags it touched.
 */
export const cacheTags = {
  shop: (slug: string) => `shop:${slug}`,
  shopProducts: (slug: string) => `shop:${slug}:products`,
  catalogue: (slug: string, catalogue: string) => `shop:${slug}:catalogue:${catalogue}`,
  product: (id: string) => `product:${id}`,
  /** The franchises a shop's franchises section lists. */
  shopFranchises: (slug: string) => `shop:${slug}:franchises`,
  /** The shop's published blog entries (its list pages and sitemap). */
  shopBlogs: (slug: string) => `shop:${slug}:blogs`,
  /** One blog entry's page, by its slug. */
  shopBlogEntry: (slug: string, entry: string) => `shop:${slug}:blog:${entry}`,
  /** Which shop a custom domain serves (`canonical_domain`). */
  shopDomain: (domain: string) => `domain:${domain}`,
} as const;

/** Cached storefront reads also expire on their own, so a missed revalidation heals. */
export const STOREFRONT_REVALIDATE_SECONDS = 300;
