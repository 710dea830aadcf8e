/** Rules of the logged-in nav bar and user side menu (spec 01 §2). */

export interface MemberShop {
  slug: string;
  role: string;
}

/** Initials of a full name (first and last word) for an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/**
 * 'My shop' appears when the user administers a shop and is not an admin of the one being
 * visited; it points at the first shop the user administers.
 */
export function ownShopToShow(shops: readonly MemberShop[], visitedSlug: string): string | null {
  const administered = shops.filter((shop) => shop.role === 'admin');
  if (administered.some((shop) => shop.slug === visitedSlug)) return null;
  return administered[0]?.slug ?? null;
}

/**
 * The shop the supplier pages lead back to (issue 24): the first shop the user administers,
 * else the first they work in; null for someone in no shop (supplier staff), who goes home.
 */
export function homeShopOf<S extends MemberShop>(shops: readonly S[]): S | null {
  return shops.find((shop) => shop.role === 'admin') ?? shops[0] ?? null;
}
