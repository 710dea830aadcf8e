import 'server-only';

import type { ProductPage, ProductSearchQuery } from '@/lib/api/schemas/product';
import type { Db } from '@/lib/db/client';

import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';
import { storePerDatabase } from '../per-database-store';
import { expiredSince } from '../tag-manifest';

/**
 * The search answers everyone but a shop's admins gets (hidden items left out), kept in process:
 * the header's autocomplete asks the same few prefixes over and over, and each answer costs two
 * to four queries. Bounded by size (least recently used first out), so texts typed once cannot
 * fill memory; exact like the cached storefront pages: an answer is dropped when a tag of its
 * shop expires (any edit to the shop or its items, on this instance or another), and after the
 * storefront's 300 s otherwise. One store per database, so tests' databases never share answers.
 */

/** Memory for the answers of one process (one database): about 8 MB of JSON text. */
const MAX_BYTES = 8 * 1024 * 1024;

interface StoredAnswer {
  page: ProductPage;
  /** When the read that made it began, minus 1 ms (an expiry in that very ms counts). */
  readAt: number;
  tags: string[];
}

const storeFor = storePerDatabase<StoredAnswer>(MAX_BYTES);

/** The query as the answer depends on it (the campaign fields only attribute the visit). */
function answerKey(slug: string, query: ProductSearchQuery): string {
  return JSON.stringify([
    slug.toLowerCase(),
    query.text,
    query.type ?? null,
    query.tags ? [...query.tags].sort() : null,
    query.offset,
    query.limit,
    query.check_at_least,
  ]);
}

function isFresh(answer: StoredAnswer, now: number): boolean {
  return (
    now - answer.readAt < STOREFRONT_REVALIDATE_SECONDS * 1000 &&
    !expiredSince(answer.tags, answer.readAt)
  );
}

/**
 * The public answer to `query` on the shop `slug`: the stored one while fresh, else `read()`'s,
 * stored. A read that throws (an unknown shop) stores nothing.
 */
export async function publicSearchAnswer(
  db: Db,
  slug: string,
  query: ProductSearchQuery,
  read: () => Promise<ProductPage>,
): Promise<ProductPage> {
  const store = storeFor(db);
  const key = answerKey(slug, query);
  const now = Date.now();
  const stored = store.get(key);
  if (stored && isFresh(stored, now)) return stored.page;
  const readAt = now - 1;
  const page = await read();
  const shop = slug.toLowerCase();
  const answer = { page, readAt, tags: [cacheTags.shop(shop), cacheTags.shopProducts(shop)] };
  store.set(key, answer, 2 * (key.length + JSON.stringify(page).length));
  return page;
}
