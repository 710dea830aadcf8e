import { BLOG_SLUG_MAX } from './blog-rules';

/**
 * An entry's slug from its title: lower-case ASCII words joined by `-` (accents dropped, `ñ` → `n`),
 * at most BLOG_SLUG_MAX characters and never cut mid-word when a shorter cut exists; 'entrada'
 * when the title has no letters or digits at all.
 */
export function blogSlugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BLOG_SLUG_MAX) {
      if (!slug) slug = word.slice(0, BLOG_SLUG_MAX);
      break;
    }
    slug = next;
  }
  return slug || 'entrada';
}

/**
 * The first of `base`, `base-2`, `base-3`… that is not taken in the shop (spec: slugs unique per
 * shop). `taken` holds the slugs that start with `base`.
 */
export function uniqueBlogSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether a path segment could be an entry's slug (anything else is a 404 without a query). */
export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
