import 'server-only';

import { and, eq, lt } from 'drizzle-orm';

import type { AffiliateStoreFields } from '@/lib/api/schemas/stores';
import type { Db } from '@/lib/db/client';
import { shops, users } from '@/lib/db/schema';
import type { UserLevel } from '@/lib/domain/vocabulary';
import { DEFAULT_SUGGESTIONS } from '@/lib/domain/shop/store-slug';

import type { ServiceContext } from '../context';
import { requireUser } from '../auth/permissions';
import { ApiError } from '../errors';
import { expireShopCache } from './revalidate-shop-cache';
import { newAffiliateShopRow } from './new-store-defaults';
import { isStoreSlugTaken, suggestStoreSlugs } from './slug-availability';
import { StoreConflictError, isUniqueViolation } from './store-errors';

/** Level of an entrepreneur with a store (spec 01 §3, ul2). */
const LEVEL_WITH_STORE: UserLevel = 2;

/** A transaction (or a database) to write the store with. */
export type StoreWriter = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Creates `userId`'s affiliate store (one per user) and raises their level to 2 when it was
 * lower, inside the caller's transaction. The user row is locked first, so two requests of the
 * same user cannot both create a store. Throws `StoreConflictError` (`store_exists`,
 * `slug_taken` without suggestions); the slug's unique index settles a race between two users
 * (a unique violation, which aborts the transaction: run this in a savepoint to survive it).
 */
export async function insertAffiliateStore(
  tx: StoreWriter,
  userId: string,
  fields: AffiliateStoreFields,
): Promise<UserLevel> {
  const [user] = await tx
    .select({ level: users.level })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new ApiError('unauthorized');
  const [existing] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.ownerId, userId), eq(shops.storeType, 'affiliate')))
    .limit(1);
  if (existing) throw new StoreConflictError('store_exists');
  if (await isStoreSlugTaken(tx, fields.slug)) throw new StoreConflictError('slug_taken');

  await tx.insert(shops).values(newAffiliateShopRow(userId, fields));
  if (user.level >= LEVEL_WITH_STORE) return user.level;
  await tx
    .update(users)
    .set({ level: LEVEL_WITH_STORE })
    .where(and(eq(users.id, userId), lt(users.level, LEVEL_WITH_STORE)));
  return LEVEL_WITH_STORE;
}

/**
 * Turns a failed store insert into the conflict the user sees: `slug_taken` (also a unique
 * violation of the slug) gets free suggestions; anything else is rethrown.
 */
export async function storeConflictOf(
  db: Db,
  error: unknown,
  fields: AffiliateStoreFields,
): Promise<StoreConflictError> {
  if (error instanceof StoreConflictError && error.code === 'store_exists') return error;
  if (
    (error instanceof StoreConflictError && error.code === 'slug_taken') ||
    isUniqueViolation(error)
  )
    return new StoreConflictError(
      'slug_taken',
      await suggestStoreSlugs(db, fields, DEFAULT_SUGGESTIONS),
    );
  throw error;
}

/** POST /stores/affiliate: the actor's affiliate store, in one transaction of its own. */
export async function createAffiliateStore(
  { db, actor: acting }: ServiceContext,
  fields: AffiliateStoreFields,
): Promise<{ slug: string; level: UserLevel }> {
  const actor = requireUser(acting);
  let level: UserLevel;
  try {
    level = await db.transaction((tx) => insertAffiliateStore(tx, actor.userId, fields));
  } catch (error) {
    throw await storeConflictOf(db, error, fields);
  }
  expireShopCache(fields.slug);
  return { slug: fields.slug, level };
}
