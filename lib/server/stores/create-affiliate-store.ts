import 'server-only';

import { and, eq, lt } from 'drizzle-orm';

import type { AffiliateStoreFields } from '@/lib/api/schemas/stores';
import { shops, users } from '@/lib/db/schema';
import type { UserLevel } from '@/lib/db/schema/enums';
import { DEFAULT_SUGGESTIONS } from '@/lib/domain/store-slug';

import type { ServiceContext } from '../context';
import { requireUser } from '../auth/permissions';
import { ApiError } from '../errors';
import { expireShopCache } from './revalidate-shop-cache';
import { newAffiliateShopRow } from './new-store-defaults';
import { isStoreSlugTaken, suggestStoreSlugs } from './slug-availability';
import { StoreConflictError, isUniqueViolation } from './store-errors';

/** Level of an entrepreneur with a store (spec 01 §3, ul2). */
const LEVEL_WITH_STORE: UserLevel = 2;

/**
 * Creates the actor's affiliate store (one per user) and raises their level to 2 when it was
 * lower, in one transaction. The user row is locked first, so two requests of the same user
 * cannot both create a store; the slug's unique index settles a race between two users.
 */
export async function createAffiliateStore(
  { db, actor: acting }: ServiceContext,
  fields: AffiliateStoreFields,
): Promise<{ slug: string; level: UserLevel }> {
  const actor = requireUser(acting);
  const slugTaken = async () =>
    new StoreConflictError('slug_taken', await suggestStoreSlugs(db, fields, DEFAULT_SUGGESTIONS));

  let level: UserLevel;
  try {
    level = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, actor.userId))
        .for('update');
      if (!user) throw new ApiError('unauthorized');
      const [existing] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.ownerId, actor.userId), eq(shops.storeType, 'affiliate')))
        .limit(1);
      if (existing) throw new StoreConflictError('store_exists');
      if (await isStoreSlugTaken(tx, fields.slug)) throw new StoreConflictError('slug_taken');

      await tx.insert(shops).values(newAffiliateShopRow(actor.userId, fields));
      if (user.level >= LEVEL_WITH_STORE) return user.level;
      await tx
        .update(users)
        .set({ level: LEVEL_WITH_STORE })
        .where(and(eq(users.id, actor.userId), lt(users.level, LEVEL_WITH_STORE)));
      return LEVEL_WITH_STORE;
    });
  } catch (error) {
    if (error instanceof StoreConflictError && error.code === 'slug_taken') throw await slugTaken();
    if (isUniqueViolation(error)) throw await slugTaken();
    throw error;
  }
  expireShopCache(fields.slug);
  return { slug: fields.slug, level };
}
