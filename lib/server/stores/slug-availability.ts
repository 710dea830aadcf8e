import 'server-only';

import { inArray } from 'drizzle-orm';

import type { StoreSlugCheck } from '@/lib/api/schemas/stores';
import type { Db } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { isReservedSlug, pickSuggestions, storeSlugCandidates } from '@/lib/domain/shop/store-slug';

/** A database or a transaction: only reads are needed here. */
type Reader = Pick<Db, 'select'>;

/** The slugs among `slugs` that shops already use (lower-case, as slugs are stored). */
async function takenAmong(db: Reader, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(inArray(shops.slug, [...slugs]));
  return new Set(rows.map((row) => row.slug));
}

/** Up to `n` free, valid, non-reserved slugs built from the name and the wanted slug. */
export async function suggestStoreSlugs(
  db: Db,
  input: { slug: string; name: string },
  n: number,
): Promise<string[]> {
  if (n <= 0) return [];
  const candidates = storeSlugCandidates(input);
  const taken = await takenAmong(db, candidates);
  return pickSuggestions(candidates, (slug) => taken.has(slug), n);
}

export async function isStoreSlugTaken(db: Reader, slug: string): Promise<boolean> {
  return isReservedSlug(slug) || (await takenAmong(db, [slug])).size > 0;
}

/** POST /stores/slug/exists: taken or reserved → `exists` with suggestions; free → none. */
export async function checkStoreSlug(
  db: Db,
  input: { slug: string; name: string; n_suggestions: number },
): Promise<StoreSlugCheck> {
  const exists = await isStoreSlugTaken(db, input.slug);
  return {
    exists,
    suggestions: exists ? await suggestStoreSlugs(db, input, input.n_suggestions) : [],
  };
}
