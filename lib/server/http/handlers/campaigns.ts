import 'server-only';

import {
  createCampaignRoute,
  createChannelRoute,
  deleteCampaignRoute,
  deleteChannelRoute,
  listCampaignsRoute,
  listChannelsRoute,
  listReferredRoute,
  readCampaignRoute,
  updateCampaignRoute,
  updateChannelRoute,
} from '@/lib/api/routes/campaigns';
import {
  createCampaign,
  deleteCampaign,
  updateCampaign,
} from '@/lib/server/campaigns/campaign-writes';
import { createChannel, deleteChannel, updateChannel } from '@/lib/server/campaigns/channel-writes';
import { listCampaigns, readCampaign } from '@/lib/server/campaigns/list-campaigns';
import { listChannels } from '@/lib/server/campaigns/list-channels';
import { listReferred } from '@/lib/server/campaigns/list-referred';

import { createRouter } from '../router';

/** The signed-in user's campaigns, their channels, and the people they referred. */
export const campaignHandlers = createRouter()
  .openapi(listCampaignsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listCampaigns(c.var.ctx, c.req.valid('query')), 200);
  })
  .openapi(createCampaignRoute, async (c) =>
    c.json(await createCampaign(c.var.ctx, c.req.valid('json')), 201),
  )
  .openapi(readCampaignRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await readCampaign(c.var.ctx, c.req.valid('param').id), 200);
  })
  .openapi(updateCampaignRoute, async (c) =>
    c.json(await updateCampaign(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(deleteCampaignRoute, async (c) => {
    await deleteCampaign(c.var.ctx, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listChannelsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await listChannels(c.var.ctx, c.req.valid('param').id, c.req.valid('query')),
      200,
    );
  })
  .openapi(createChannelRoute, async (c) =>
    c.json(await createChannel(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(updateChannelRoute, async (c) =>
    c.json(await updateChannel(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(deleteChannelRoute, async (c) => {
    await deleteChannel(c.var.ctx, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listReferredRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listReferred(c.var.ctx, c.req.valid('query')), 200);
  });
