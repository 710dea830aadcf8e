import 'server-only';

import { followUserRoute, listPromotedRoute, unfollowUserRoute } from '@/lib/api/routes/promoted';
import { followUser, unfollowUser } from '@/lib/server/promoted/follow-user';
import { listPromoted } from '@/lib/server/promoted/list-promoted';

import { createRouter } from '../router';

/** The signed-in user's promoted people (their referral tree) and whom they follow. */
export const promotedHandlers = createRouter()
  .openapi(listPromotedRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listPromoted(c.var.ctx, c.req.valid('query')), 200);
  })
  .openapi(followUserRoute, async (c) => {
    const { follow } = await followUser(c.var.ctx, c.req.valid('param').userId);
    return c.json(follow, 200);
  })
  .openapi(unfollowUserRoute, async (c) => {
    await unfollowUser(c.var.ctx, c.req.valid('param').userId);
    return c.body(null, 204);
  });
