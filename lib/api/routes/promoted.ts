import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  FollowParamsSchema,
  FollowSchema,
  PromotedListSchema,
  PromotedQuerySchema,
} from '../schemas/promoted';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['me'];

export const listPromotedRoute = createRoute({
  operationId: 'listPromoted',
  method: 'get',
  path: '/me/promoted',
  security: signedIn,
  tags,
  summary:
    'The people below you (or below `parent`, someone in your referral tree) in your referral tree, newest first, with whether you follow them',
  request: { query: PromotedQuerySchema },
  responses: {
    200: jsonContent(PromotedListSchema, 'A page of promoted people (10 by default)'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: `parent` is not in your referral tree'),
    ...errorResponses,
  },
});

export const followUserRoute = createRoute({
  operationId: 'followUser',
  method: 'put',
  path: '/me/follows/{userId}',
  security: signedIn,
  tags,
  summary: 'Follows a person of your referral tree (following again changes nothing)',
  request: { params: FollowParamsSchema },
  responses: {
    200: jsonContent(FollowSchema, 'You follow them'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`csrf_rejected`'),
    404: jsonContent(ErrorSchema, '`user_not_found`: nobody of that id in your referral tree'),
    422: jsonContent(ErrorSchema, '`invalid_follow`: yourself; `validation_error` with `fields`'),
    500: errorResponses[500],
  },
});

export const unfollowUserRoute = createRoute({
  operationId: 'unfollowUser',
  method: 'delete',
  path: '/me/follows/{userId}',
  security: signedIn,
  tags,
  summary: 'Stops following a person (not following them already is done too)',
  request: { params: FollowParamsSchema },
  responses: {
    204: { description: 'You do not follow them' },
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`csrf_rejected`'),
    422: jsonContent(ErrorSchema, '`invalid_follow`: yourself; `validation_error` with `fields`'),
    500: errorResponses[500],
  },
});
