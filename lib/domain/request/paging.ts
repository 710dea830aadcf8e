import type { ProductType } from '@/lib/domain/vocabulary';

import { shopHref } from '../paths/tenancy';

/**
 * Page math for the storefront lists: pages are 1-based in URLs (`?page=2`) and offsets are what
 * the API takes. Nothing here throws: a query value that is not a usable page number means page 1.
 */

/** Spec 01 §9: product page 36 items, 18 for services. */
export const TYPE_PAGE_SIZES = {
  product: 36,
  service: 18,
  experience: 36,
  digital: 36,
} as const satisfies Record<ProductType, number>;

/** Spec 01 §9: catalogue product page 30, catalogue list 30. */
export const CATALOGUE_PAGE_SIZE = 30;
export const CATALOGUE_LIST_PAGE_SIZE = 30;

/**
 * The highest page a URL may ask for. The API refuses offsets past 1,000,000, so a page number
 * beyond this (with pages of up to 100) is never sent to it.
 */
export const MAX_PAGE = 10_000;

/** The first value of a search param (`?a=1&a=2` arrives as an array). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A 1-based page number from a query value; anything else (absent, `0`, `-1`, `2.5`, `x`, huge) is page 1. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const text = queryValue(value)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The API offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** How many pages `total` items fill (0 when there are none). */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The line under a storefront list's title: its count, when it has one, and which page this is
 * when the list has several pages and this one exists ("12 entradas · página 2 de 3").
 * `pageOf` is the `lists.pageOf` message; null when there is nothing to say.
 */
export function listSummary(
  count: string | null,
  { page, pages }: { page: number; pages: number },
  pageOf: (values: { page: number; count: number }) => string,
): string | null {
  const pageNote = pages > 1 && page <= pages ? pageOf({ page, count: pages }) : null;
  return [count, pageNote].filter(Boolean).join(' · ') || null;
}

/** A page number kept within 1…count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (count < 1) return 1;
  return Math.min(Math.max(1, Math.floor(page)), count);
}

/**
 * The page numbers a pagination bar shows: the first, the last and the current one with one
 * neighbour on each side; `null` marks a gap. A gap of a single page shows that page instead.
 * For example page 6 of 12 gives 1 … 5 6 7 … 12.
 */
export function pageWindow(current: number, count: number, neighbours = 1): Array<number | null> {
  if (count < 1) return [];
  const page = clampPage(current, count);
  const shown = new Set<number>([1, count]);
  for (let p = page - neighbours; p <= page + neighbours; p++)
    if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push(null);
    out.push(p);
    previous = p;
  }
  return out;
}

/**
 * The address of one page of a shop list, keeping the other query values (`sort`, `search`);
 * page 1 and empty values are left out so every page has one address.
 */
export function pageHref(
  base: string,
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  page: number,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return shopHref(base, search ? `${path}?${search}` : path);
}
