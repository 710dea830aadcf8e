import 'server-only';

import { getProfileRoute, updateProfileRoute } from '@/lib/api/routes/profile';

import { getProfile } from '../profile/get-profile';
import { updateProfile } from '../profile/update-profile';
import { createRouter } from './router';

/** The signed-in user's profile: read and change (the preferences page). */
export const profileApi = createRouter()
  .openapi(getProfileRoute, async (c) => c.json(await getProfile(c.var.ctx), 200))
  .openapi(updateProfileRoute, async (c) =>
    c.json(await updateProfile(c.var.ctx, c.req.valid('json')), 200),
  );
