import { z } from 'zod';

import { COLLABORATORS_LIST_PAGE_SIZE } from '@/lib/domain/shop/network-menu';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import { pagingQuery, RecordIdSchema } from './common';
import { CollaboratorSchema } from './network';

const count = z.number().int().min(0);

/** `GET /shops/{slug}/collaborators` (spec 03 §7 "with a query"): by store name, 10 a page. */
export const ShopCollaboratorsQuerySchema = z.object({
  ...pagingQuery(COLLABORATORS_LIST_PAGE_SIZE, 50),
  text: z.string().trim().max(100).optional().meta({
    description: 'Only stores whose name contains this (accents and case aside)',
  }),
});
export type ShopCollaboratorsQuery = z.infer<typeof ShopCollaboratorsQuerySchema>;

export const ShopCollaboratorsPageSchema = z
  .object({ results: z.array(CollaboratorSchema), matches_estimated: count })
  .meta({ id: 'ShopCollaboratorsPage' });
export type ShopCollaboratorsPage = z.infer<typeof ShopCollaboratorsPageSchema>;

/** Spec 03 §3: "Collaborator profiles and collaborations exist as separate lists". */
export const CollaboratorProfileSchema = z
  .object({
    id: z.string().meta({ description: 'The collaboration (as in the collaborators list)' }),
    user_id: z.string(),
    full_name: z.string(),
    image: z.string().nullable(),
    store_name: z.string(),
  })
  .meta({ id: 'CollaboratorProfile' });
export type CollaboratorProfile = z.infer<typeof CollaboratorProfileSchema>;

export const CollaboratorProfilesPageSchema = z
  .object({ results: z.array(CollaboratorProfileSchema), matches_estimated: count })
  .meta({ id: 'CollaboratorProfilesPage' });
export type CollaboratorProfilesPage = z.infer<typeof CollaboratorProfilesPageSchema>;

/** The collaborating store, by its slug (POST adds it; PATCH points an entry at another). */
export const CollaboratorBodySchema = z
  .object({
    store: shopSlugSchema.meta({ description: "The collaborating store's slug", example: 'moda' }),
  })
  .meta({ id: 'CollaboratorBody' });
export type CollaboratorBody = z.infer<typeof CollaboratorBodySchema>;

export const CollaboratorParamsSchema = z.object({
  slug: shopSlugSchema.meta({ param: { name: 'slug', in: 'path' }, example: 'demo' }),
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'col_demo_moda' }),
});
