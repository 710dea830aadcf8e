import 'server-only';

import {
  getAdvisorRoute,
  heartbeatRoute,
  listCollaborationsRoute,
  updateTourRoute,
} from '@/lib/api/routes/network';

import { ApiError } from '@/lib/server/errors';
import { getAdvisor } from '@/lib/server/network/get-advisor';
import { listCollaborations } from '@/lib/server/network/list-collaborations';
import { recordHeartbeat } from '@/lib/server/network/record-heartbeat';
import { updateTour } from '@/lib/server/network/update-tour';
import { createRouter } from '../router';

/** The signed-in user's network: collaborators, advisor or coordinator, heartbeat, setup tour. */
export const networkHandlers = createRouter()
  .openapi(listCollaborationsRoute, async (c) =>
    c.json(await listCollaborations(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(getAdvisorRoute, async (c) => {
    const advisor = await getAdvisor(c.var.ctx);
    if (!advisor) throw new ApiError('advisor_not_found');
    return c.json(advisor, 200);
  })
  .openapi(heartbeatRoute, async (c) => {
    await recordHeartbeat(c.var.ctx);
    return c.body(null, 204);
  })
  .openapi(updateTourRoute, async (c) =>
    c.json(await updateTour(c.var.ctx, c.req.valid('json')), 200),
  );
