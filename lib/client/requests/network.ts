import type { Advisor, CollaborationsPage, TourBody } from '@/lib/api/schemas/network';
import type { Shop } from '@/lib/api/schemas/shop';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

const me = () => browserApiClient().api.me;

/** The signed-in user's network as the side menu uses it (collaborators, advisor, tour). */
export const networkRequests = {
  collaborations: (offset: number, limit: number) =>
    authResult<CollaborationsPage>(
      me().collaborations.$get({ query: { offset: String(offset), limit: String(limit) } }),
    ),
  advisor: () => authResult<Advisor>(me().advisor.$get()),
  heartbeat: () => authResult<unknown>(me().heartbeat.$post()),
  updateTour: (json: TourBody) => authResult<TourBody>(me().tour.$patch({ json })),
  /** The root store of the shop's affinity network, or null. */
  rootStore: async (slug: string): Promise<Shop['root_affinity_store_info']> => {
    const answer = await authResult<Shop>(
      browserApiClient().api.shops[':slug'].$get({ param: { slug }, query: {} }),
    );
    return answer.ok ? answer.data.root_affinity_store_info : null;
  },
};
