import 'server-only';

import { getProfileRoute, updateProfileRoute } from '@/lib/api/routes/profile';

import { getProfile } from '@/lib/server/profile/get-profile';
import { updateProfile } from '@/lib/server/profile/update-profile';
import { createRouter } from '../router';

/** The signed-in user's profile: read and change (the preferences page). */
export const profileHandlers = createRouter()
  .openapi(getProfileRoute, async (c) => c.json(await getProfile(c.var.ctx), 200))
  .openapi(updateProfileRoute, async (c) =>
    c.json(await updateProfile(c.var.ctx, c.req.valid('json')), 200),
  );
