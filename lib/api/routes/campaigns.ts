import { createRoute } from '@hono/zod-openapi';

import {
  CampaignListQuerySchema,
  CampaignListSchema,
  CampaignParamSchema,
  CampaignSchema,
  ChannelListQuerySchema,
  ChannelListSchema,
  ChannelParamSchema,
  ChannelSchema,
  CreateCampaignSchema,
  CreateChannelSchema,
  ReferredListSchema,
  ReferredQuerySchema,
  UpdateCampaignSchema,
  UpdateChannelSchema,
} from '../schemas/campaigns';
import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

// Campaigns and channels (spec 03 §7 "/admin/campaigns", "/channels/{cid}"; issue 19). Always the
// signed-in user's own: another user's campaign or channel is 404, as one that does not exist.

const campaignMissing = {
  404: jsonContent(ErrorSchema, '`campaign_not_found`: none of the signed-in user’s campaigns'),
};
const channelMissing = {
  404: jsonContent(ErrorSchema, '`channel_not_found`: none of the signed-in user’s channels'),
};
const urlRefused = {
  422: jsonContent(
    ErrorSchema,
    '`validation_error` with `fields`; `invalid_campaign_url`: the page is neither the platform’s nor one of its shops’',
  ),
};
const sourceTaken = {
  409: jsonContent(ErrorSchema, '`source_code_taken`: another channel of the campaign has it'),
};

export const listCampaignsRoute = createRoute({
  operationId: 'listCampaigns',
  method: 'get',
  path: '/me/campaigns',
  security: signedIn,
  tags: ['campaigns'],
  summary: "The signed-in user's campaigns with their short links, clicks and orders, 10 a page",
  request: { query: CampaignListQuerySchema },
  responses: {
    200: jsonContent(CampaignListSchema, 'A page of campaigns'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const createCampaignRoute = createRoute({
  operationId: 'createCampaign',
  method: 'post',
  path: '/me/campaigns',
  security: signedIn,
  tags: ['campaigns'],
  summary:
    'Creates a campaign and its short link (`encoded_mkt_url`); the name is cut to 100 characters',
  request: { body: jsonBody(CreateCampaignSchema) },
  responses: {
    201: jsonContent(CampaignSchema, 'The new campaign'),
    ...unauthorizedResponse,
    ...errorResponses,
    ...urlRefused,
  },
});

export const readCampaignRoute = createRoute({
  operationId: 'readCampaign',
  method: 'get',
  path: '/me/campaigns/{id}',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'One of the signed-in user’s campaigns',
  request: { params: CampaignParamSchema },
  responses: {
    200: jsonContent(CampaignSchema, 'The campaign'),
    ...unauthorizedResponse,
    ...campaignMissing,
    ...errorResponses,
  },
});

export const updateCampaignRoute = createRoute({
  operationId: 'updateCampaign',
  method: 'patch',
  path: '/me/campaigns/{id}',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'Changes a campaign’s name, page or state; its short link stays the same',
  description:
    'A `paused` campaign’s link still leads to its page but counts no click and attributes nothing.',
  request: { params: CampaignParamSchema, body: jsonBody(UpdateCampaignSchema) },
  responses: {
    200: jsonContent(CampaignSchema, 'The campaign after the change'),
    ...unauthorizedResponse,
    ...campaignMissing,
    ...errorResponses,
    ...urlRefused,
  },
});

export const deleteCampaignRoute = createRoute({
  operationId: 'deleteCampaign',
  method: 'delete',
  path: '/me/campaigns/{id}',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'Deletes a campaign with its channels and clicks; its short link then leads nowhere',
  request: { params: CampaignParamSchema },
  responses: {
    204: { description: 'Deleted' },
    ...unauthorizedResponse,
    ...campaignMissing,
    ...errorResponses,
  },
});

export const listChannelsRoute = createRoute({
  operationId: 'listChannels',
  method: 'get',
  path: '/me/campaigns/{id}/channels',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'A campaign’s channels with their links and clicks, 10 a page',
  request: { params: CampaignParamSchema, query: ChannelListQuerySchema },
  responses: {
    200: jsonContent(ChannelListSchema, 'A page of channels'),
    ...unauthorizedResponse,
    ...campaignMissing,
    ...errorResponses,
  },
});

export const createChannelRoute = createRoute({
  operationId: 'createChannel',
  method: 'post',
  path: '/me/campaigns/{id}/channels',
  security: signedIn,
  tags: ['campaigns'],
  summary:
    'Adds a channel to a campaign: its link is the campaign’s with the `source_code` after it',
  request: { params: CampaignParamSchema, body: jsonBody(CreateChannelSchema) },
  responses: {
    201: jsonContent(ChannelSchema, 'The new channel'),
    ...unauthorizedResponse,
    ...campaignMissing,
    ...sourceTaken,
    ...errorResponses,
  },
});

export const updateChannelRoute = createRoute({
  operationId: 'updateChannel',
  method: 'patch',
  path: '/me/channels/{id}',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'Changes a channel',
  request: { params: ChannelParamSchema, body: jsonBody(UpdateChannelSchema) },
  responses: {
    200: jsonContent(ChannelSchema, 'The channel after the change'),
    ...unauthorizedResponse,
    ...channelMissing,
    ...sourceTaken,
    ...errorResponses,
  },
});

export const deleteChannelRoute = createRoute({
  operationId: 'deleteChannel',
  method: 'delete',
  path: '/me/channels/{id}',
  security: signedIn,
  tags: ['campaigns'],
  summary: 'Deletes a channel; its past clicks stay with the campaign',
  request: { params: ChannelParamSchema },
  responses: {
    204: { description: 'Deleted' },
    ...unauthorizedResponse,
    ...channelMissing,
    ...errorResponses,
  },
});

export const listReferredRoute = createRoute({
  operationId: 'listReferred',
  method: 'get',
  path: '/me/referred',
  security: signedIn,
  tags: ['campaigns'],
  summary:
    'The people the signed-in user referred: signed up through their link or bought carrying their referral, 10 a page',
  description:
    'Each with the campaign of theirs that brought them (the sign-up’s, else the latest purchase’s) and how many orders they placed so. Names and photos only.',
  request: { query: ReferredQuerySchema },
  responses: {
    200: jsonContent(ReferredListSchema, 'A page of referred people, newest sign-up first'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
