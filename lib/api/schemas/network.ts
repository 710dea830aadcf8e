import { z } from 'zod';

import { OFFICE_HOURS } from '@/lib/domain/vocabulary';
import { COLLABORATORS_LIST_PAGE_SIZE } from '@/lib/domain/shop/network-menu';

import { pagingQuery, resultsPage } from './common';

/** Spec 03 §7: offset and limit, default 0 and 10 (the side menu asks 5 at a time). */
export const CollaborationsQuerySchema = z.object(pagingQuery(COLLABORATORS_LIST_PAGE_SIZE, 50));
export type CollaborationsQuery = z.infer<typeof CollaborationsQuerySchema>;

/** Spec 01 §3 "Collaborator: id, store_photo, store_name, store_url". */
export const CollaboratorSchema = z
  .object({
    id: z.string(),
    store_photo: z.string().nullable(),
    store_name: z.string(),
    store_url: z.string().meta({ description: "The collaborating store's home" }),
  })
  .meta({ id: 'Collaborator' });
export type Collaborator = z.infer<typeof CollaboratorSchema>;

export const CollaborationsPageSchema = resultsPage(CollaboratorSchema).meta({
  id: 'CollaborationsPage',
});
export type CollaborationsPage = z.infer<typeof CollaborationsPageSchema>;

/** The advisor (affiliate and franchise owners) or coordinator (level two) of the user. */
export const AdvisorSchema = z
  .object({
    kind: z.enum(['advisor', 'coordinator']),
    full_name: z.string(),
    image: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    whatsapp_url: z.string().optional(),
    /** 'business' = 9am–6pm, 'always' = 24/7 (spec 02 §9). */
    office_hours: z.enum(OFFICE_HOURS),
    /** A heartbeat within the last 5 minutes. */
    online: z.boolean(),
  })
  .meta({ id: 'Advisor' });
export type Advisor = z.infer<typeof AdvisorSchema>;

export const TourBodySchema = z.object({ show_tour: z.boolean() }).meta({ id: 'TourBody' });
export type TourBody = z.infer<typeof TourBodySchema>;

export const TourSchema = z.object({ show_tour: z.boolean() }).meta({ id: 'Tour' });
