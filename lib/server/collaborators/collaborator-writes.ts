import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, ne } from 'drizzle-orm';

import type { CollaboratorBody } from '@/lib/api/schemas/collaborators';
import type { Collaborator } from '@/lib/api/schemas/network';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { shopCollaborations } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { collaboratingStore, collaboratorOf } from './collaborator-rows';

/**
 * Writes to a shop's collaborators (spec 03 §7 "Collaborators"): its admins only (401, 404
 * `shop_not_found`, 403 `forbidden`). Every call names the collaboration by the shop's path and
 * its id together, so an id of another shop's is 404 `collaborator_not_found`, never a change.
 */
const authorize = (ctx: ServiceContext, slug: string) =>
  authorizeShop(ctx, slug, 'storefront.edit');

/**
 * `POST /shops/{slug}/collaborators`: the store (by slug) collaborates with the shop. Adding one
 * that already does changes nothing and answers it (`created: false`). 404 `shop_not_found` for
 * an unknown store; 422 `invalid_collaborator` for the shop itself.
 */
export async function addCollaborator(
  ctx: ServiceContext,
  slug: string,
  body: CollaboratorBody,
): Promise<{ collaborator: Collaborator; created: boolean }> {
  const shop = await authorize(ctx, slug);
  const store = await collaboratingStore(ctx.db, shop.id, body.store);
  const inserted = await ctx.db
    .insert(shopCollaborations)
    .values({ id: `col_${randomUUID()}`, shopId: shop.id, collaboratorShopId: store.id })
    .onConflictDoNothing()
    .returning({ id: shopCollaborations.id });
  const id =
    inserted[0]?.id ??
    (
      await ctx.db
        .select({ id: shopCollaborations.id })
        .from(shopCollaborations)
        .where(
          and(
            eq(shopCollaborations.shopId, shop.id),
            eq(shopCollaborations.collaboratorShopId, store.id),
          ),
        )
        .limit(1)
    )[0]?.id;
  if (!id) throw new ApiError('collaborator_not_found'); // removed between the two statements
  return { collaborator: await collaboratorOf(ctx.db, shop.id, id), created: inserted.length > 0 };
}

/**
 * `PATCH /shops/{slug}/collaborators/{id}`: the one thing a collaboration holds is which store it
 * names, so an edit points the entry at another store (a mistaken pick corrected in place, its
 * place in the list kept). 409 `collaborator_exists` when that store already has an entry of its
 * own; 422 `invalid_collaborator` for the shop itself.
 */
export async function updateCollaborator(
  ctx: ServiceContext,
  slug: string,
  id: string,
  body: CollaboratorBody,
): Promise<Collaborator> {
  const shop = await authorize(ctx, slug);
  await collaboratorOf(ctx.db, shop.id, id);
  const store = await collaboratingStore(ctx.db, shop.id, body.store);
  const [taken] = await ctx.db
    .select({ id: shopCollaborations.id })
    .from(shopCollaborations)
    .where(
      and(
        eq(shopCollaborations.shopId, shop.id),
        eq(shopCollaborations.collaboratorShopId, store.id),
        ne(shopCollaborations.id, id),
      ),
    )
    .limit(1);
  if (taken) throw new ApiError('collaborator_exists');
  try {
    await ctx.db
      .update(shopCollaborations)
      .set({ collaboratorShopId: store.id })
      .where(and(eq(shopCollaborations.id, id), eq(shopCollaborations.shopId, shop.id)));
  } catch (error) {
    // The same store added at the same moment by another request.
    if (isUniqueViolation(error)) throw new ApiError('collaborator_exists');
    throw error;
  }
  return collaboratorOf(ctx.db, shop.id, id);
}

/** `DELETE /shops/{slug}/collaborators/{id}`: the store no longer collaborates with the shop. */
export async function removeCollaborator(
  ctx: ServiceContext,
  slug: string,
  id: string,
): Promise<void> {
  const shop = await authorize(ctx, slug);
  const removed = await ctx.db
    .delete(shopCollaborations)
    .where(and(eq(shopCollaborations.id, id), eq(shopCollaborations.shopId, shop.id)))
    .returning({ id: shopCollaborations.id });
  if (removed.length === 0) throw new ApiError('collaborator_not_found');
}

/**
 * `PUT /shops/{slug}/collaborators/{id}/refresh`: the collaborator as its store is now. Its name,
 * photo and address are read from the store on every call (nothing is copied that could go
 * stale), so a refresh reads them again and changes nothing.
 */
export async function refreshCollaborator(
  ctx: ServiceContext,
  slug: string,
  id: string,
): Promise<Collaborator> {
  const shop = await authorize(ctx, slug);
  return collaboratorOf(ctx.db, shop.id, id);
}
