export function isSearchViewKey(key: string): boolean;
export const SEARCH_VIEW_TTL_SECONDS: number;
