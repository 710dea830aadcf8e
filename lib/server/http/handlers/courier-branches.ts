import 'server-only';

import { listCourierBranchesRoute } from '@/lib/api/routes/courier-branches';

import { listBranches } from '@/lib/server/branches/list-branches';
import { createRouter } from '../router';

/** The courier branches a `to_branch` checkout picks from (spec 02 §3 `agency_id`). */
export const courierBranchesHandlers = createRouter().openapi(
  listCourierBranchesRoute,
  async (c) => {
    // The table changes seldom: a minute of caching spares the picker's repeat reads (a branch
    // closed meanwhile is still refused when chosen).
    c.header('cache-control', 'public, max-age=60');
    return c.json(await listBranches(c.var.ctx, c.req.valid('query').province_code), 200);
  },
);
