import type {
  Campaign,
  Channel,
  CreateCampaignInput,
  CreateChannelBody,
  UpdateCampaignInput,
  UpdateChannelInput,
} from '@/lib/api/schemas/campaigns';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

/** The signed-in user's campaigns and channels (issue 19). */
export const campaignRequests = {
  create: (json: CreateCampaignInput) =>
    authResult<Campaign>(browserApiClient().api.me.campaigns.$post({ json })),
  update: (id: string, json: UpdateCampaignInput) =>
    authResult<Campaign>(
      browserApiClient().api.me.campaigns[':id'].$patch({ param: { id }, json }),
    ),
  remove: (id: string) =>
    authResult<null>(browserApiClient().api.me.campaigns[':id'].$delete({ param: { id } })),
  createChannel: (campaignId: string, json: CreateChannelBody) =>
    authResult<Channel>(
      browserApiClient().api.me.campaigns[':id'].channels.$post({
        param: { id: campaignId },
        json,
      }),
    ),
  updateChannel: (id: string, json: UpdateChannelInput) =>
    authResult<Channel>(browserApiClient().api.me.channels[':id'].$patch({ param: { id }, json })),
  removeChannel: (id: string) =>
    authResult<null>(browserApiClient().api.me.channels[':id'].$delete({ param: { id } })),
};
