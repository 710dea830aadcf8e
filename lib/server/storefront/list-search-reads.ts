import 'server-only';

import type { ProductType } from '@/lib/domain/vocabulary';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';

/**
 * Matches are counted up to this many (the search's `check_at_least`, at its maximum), so a type
 * list's pages reach every match a visitor would page through.
 */
const COUNT_MATCHES_UP_TO = 10_000;

/**
 * One page of a type list narrowed by a search text, through the API's search (word prefixes,
 * accent-insensitive, in the shop's order). Read uncached like catalogue searches: the text comes
 * from the visitor. Null for an unknown shop.
 */
export async function searchShopList(
  slug: string,
  query: { type: ProductType; text: string; offset: number; limit: number },
) {
  const res = await serverApiClient().api.shops[':slug'].search.$get({
    param: { slug },
    query: {
      type: query.type,
      text: query.text,
      offset: String(query.offset),
      limit: String(query.limit),
      check_at_least: String(COUNT_MATCHES_UP_TO),
    },
  });
  if (isNotFound(res)) return null;
  if (!res.ok) failed('list search', res.status);
  return res.json();
}
