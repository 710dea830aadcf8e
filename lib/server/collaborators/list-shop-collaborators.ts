import 'server-only';

import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';

import type {
  CollaboratorProfilesPage,
  ShopCollaboratorsPage,
  ShopCollaboratorsQuery,
} from '@/lib/api/schemas/collaborators';
import { shopCollaborations, shops, users } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import { nameMatch } from '../campaigns/list-filters';
import type { ServiceContext } from '../context';
import { COLLABORATOR_COLUMNS, toCollaborator } from './collaborator-rows';

function filtersOf(shopId: string, query: ShopCollaboratorsQuery): SQL | undefined {
  return and(
    eq(shopCollaborations.shopId, shopId),
    query.text ? nameMatch(shops.name, query.text) : undefined,
  );
}

/** The collaborators list's order: newest first, then by store name (the profiles page follows it). */
const COLLABORATORS_ORDER = [
  desc(shopCollaborations.createdAt),
  asc(shops.name),
  asc(shopCollaborations.id),
] as const;

/** How many collaborations the filters match (the lists' `matches_estimated`). */
function countCollaborators(ctx: ServiceContext, where: SQL | undefined) {
  return ctx.db
    .select({ n: count() })
    .from(shopCollaborations)
    .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
    .where(where);
}

/**
 * `GET /shops/{slug}/collaborators` (spec 03 §7 "GET /{owner}:{owner}/{type}/collaborators with a
 * query"): the stores collaborating with the shop, newest first, 10 a page, by name. Its admins
 * only (401, 404 `shop_not_found`, 403 `forbidden` — the admins of other shops included).
 */
export async function listShopCollaborators(
  ctx: ServiceContext,
  slug: string,
  query: ShopCollaboratorsQuery,
): Promise<ShopCollaboratorsPage> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  const where = filtersOf(shop.id, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(COLLABORATOR_COLUMNS)
      .from(shopCollaborations)
      .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
      .where(where)
      .orderBy(...COLLABORATORS_ORDER)
      .offset(query.offset)
      .limit(query.limit),
    countCollaborators(ctx, where),
  ]);
  return { results: rows.map(toCollaborator), matches_estimated: total?.n ?? 0 };
}

/**
 * `GET /shops/{slug}/collaborators/profiles` (spec 03 §7 "…/collaborators/profiles"): the people
 * behind the collaborating stores (their owners' names and photos, never contact details), in the
 * collaborators list's order and paging.
 */
export async function listCollaboratorProfiles(
  ctx: ServiceContext,
  slug: string,
  query: ShopCollaboratorsQuery,
): Promise<CollaboratorProfilesPage> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  const where = filtersOf(shop.id, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: shopCollaborations.id,
        userId: users.id,
        fullName: users.fullName,
        image: users.image,
        storeName: shops.name,
      })
      .from(shopCollaborations)
      .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(where)
      .orderBy(...COLLABORATORS_ORDER)
      .offset(query.offset)
      .limit(query.limit),
    countCollaborators(ctx, where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      full_name: row.fullName,
      image: row.image,
      store_name: row.storeName,
    })),
    matches_estimated: total?.n ?? 0,
  };
}
