import type { shopCollaborations } from '@/lib/db/schema';

import { SEED_UPDATED_AT } from './dates';
import type { DemoShopSlug } from './demo-accounts';
import { shopId } from './shop-specs';

type CollaborationRow = typeof shopCollaborations.$inferInsert;

/** Which demo stores collaborate with which demo shop, newest first (the side menu's order). */
const COLLABORATORS: Partial<Record<DemoShopSlug, readonly DemoShopSlug[]>> = {
  // Six: the side menu shows five, then 'show more' brings the sixth.
  demo: ['moda', 'cafe', 'franquicia', 'basica', 'espejo', 'nueva'],
  moda: ['demo', 'cafe'],
  franquicia: ['cafe'],
};

export function buildCollaborations(): CollaborationRow[] {
  return Object.entries(COLLABORATORS).flatMap(([slug, collaborators]) =>
    collaborators.map((collaborator, i) => ({
      id: `col_${slug}_${collaborator}`,
      shopId: shopId(slug),
      collaboratorShopId: shopId(collaborator),
      createdAt: new Date(SEED_UPDATED_AT.getTime() - i * 60_000),
    })),
  );
}
