import { browserApiClient } from '@/lib/api/client';
import type { Follow } from '@/lib/api/schemas/promoted';

import { authResult } from './auth-result';

const follows = () => browserApiClient().api.me.follows[':userId'];

/** Follow and unfollow (spec 03 §7 "PUT /{me}/subscribe/{userID}/", DELETE on the same path). */
export const followRequests = {
  follow: (userId: string) => authResult<Follow>(follows().$put({ param: { userId } })),
  unfollow: (userId: string) => authResult<null>(follows().$delete({ param: { userId } })),
};
