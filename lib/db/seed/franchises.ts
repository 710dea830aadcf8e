import type { shopFranchises } from '@/lib/db/schema';

import { SEED_UPDATED_AT } from './dates';
import type { DemoShopSlug } from './demo-accounts';
import { shopId } from './shop-specs';

type FranchiseRow = typeof shopFranchises.$inferInsert;

/**
 * The franchise and affinity stores a demo shop lists in its franchises section (`/franquicias`),
 * newest first: the franchise store shows the affinity network's root.
 */
const FRANCHISES: Partial<Record<DemoShopSlug, readonly DemoShopSlug[]>> = {
  franquicia: ['cafe'],
};

export function buildShopFranchises(): FranchiseRow[] {
  return Object.entries(FRANCHISES).flatMap(([slug, franchises]) =>
    franchises.map((franchise, i) => ({
      shopId: shopId(slug),
      franchiseShopId: shopId(franchise),
      createdAt: new Date(SEED_UPDATED_AT.getTime() - i * 60_000),
    })),
  );
}
