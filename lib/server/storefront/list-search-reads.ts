import 'server-only';

import type { ProductType } from '@/lib/domain/vocabulary';

import { cacheTags } from '../cache-tags';
import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { tagRenderedPage } from './page-tags';

/**
 * Matches are counted up to this many (the search's `check_at_least`, at its maximum), so a type
 * list's pages reach every match a visitor would page through.
 */
const COUNT_MATCHES_UP_TO = 10_000;

/**
 * One page of a type list narrowed by a search text, through the API's search (word prefixes,
 * accent-insensitive, in the shop's order). Read uncached like catalogue searches: the text comes
 * from the visitor (the API keeps popular answers itself, bounded); the page that shows it is
 * cached, tagged like the type lists, so an edit to the shop or its items expires it. Null for an
 * unknown shop.
 */
export async function searchShopList(
  slug: string,
  query: { type: ProductType; text: string; offset: number; limit: number },
) {
  await tagRenderedPage([cacheTags.shop(slug), cacheTags.shopProducts(slug)]);
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
