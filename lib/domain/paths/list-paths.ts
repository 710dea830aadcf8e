/**
 * Whether a path is one of a shop's lists (spec 01 §2): a type list (`…/productos`,
 * `…/servicios`, `…/experiencias`, `…/digitales`), the catalogue list (`…/catalogos`) or a
 * catalogue (`…/catalogos/{slug}` or `…/catalogos/{owner}/{slug}`) — not an item page (`…/productos/{owner}/{id}`).
 */
export function isListPath(pathname: string): boolean {
  return /\/(?:productos|servicios|experiencias|digitales|catalogos(?:\/[^/]+){0,2})\/?$/.test(
    pathname,
  );
}

/** Spec 01 §9 "Skeleton placeholders 10 desktop, 6 mobile, 4 phones". */
export const LIST_SKELETON_COUNT = { desktop: 10, mobile: 6, phone: 4 } as const;
