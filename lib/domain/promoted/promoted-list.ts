/** The promoted list (spec 03 §2 `{base}/promoted`, §3 "Promoted user", §9 page size). */

/** The page's path under the shop base (or the platform's root). */
export const PROMOTED_PATH = 'promoted';

/** Spec 03 §9: promoted list page size. */
export const PROMOTED_PAGE_SIZE = 10;

/** A parent's label in the query is shown as written, cut to this many characters. */
export const PROMOTED_LABEL_MAX = 100;

/** The spec's query parameter names, as written (spec 03 §2). */
export const PROMOTED_QUERY = {
  parent: 'PromotedList',
  label: 'PromotedLisLabel',
  onlyChildren: 'OnlyChilds',
} as const;

/** A user id as the API hands them out. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface PromotedFilters {
  /** Whose promoted people to list (someone in the viewer's tree); the viewer when absent. */
  parent?: string;
  /** The parent's name as the link that led here wrote it. */
  label?: string;
  /** `true`: the parent's direct referrals only; otherwise their whole tree below them. */
  onlyChildren: boolean;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page's filters from its query: `PromotedList` (a user id, else ignored), `PromotedLisLabel`
 * (trimmed, cut to 100), `OnlyChilds` (`true` or anything else = false). Never throws.
 */
export function promotedFiltersFromQuery(
  query: Record<string, string | string[] | undefined>,
): PromotedFilters {
  const parent = first(query[PROMOTED_QUERY.parent])?.trim();
  const label = first(query[PROMOTED_QUERY.label])?.trim().slice(0, PROMOTED_LABEL_MAX);
  return {
    ...(parent && USER_ID.test(parent) ? { parent } : {}),
    ...(label ? { label } : {}),
    onlyChildren: first(query[PROMOTED_QUERY.onlyChildren]) === 'true',
  };
}

/** The query parameters that give these filters back (for links and pagination). */
export function promotedParams(filters: PromotedFilters): Record<string, string> {
  return {
    ...(filters.parent ? { [PROMOTED_QUERY.parent]: filters.parent } : {}),
    ...(filters.parent && filters.label ? { [PROMOTED_QUERY.label]: filters.label } : {}),
    ...(filters.onlyChildren ? { [PROMOTED_QUERY.onlyChildren]: 'true' } : {}),
  };
}
