import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { ProfileSchema, ProfileUpdateSchema } from '../schemas/profile';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['profile'];

export const getProfileRoute = createRoute({
  operationId: 'getProfile',
  method: 'get',
  path: '/me/profile',
  security: signedIn,
  tags,
  summary: "The signed-in user's profile",
  responses: {
    200: jsonContent(ProfileSchema, 'The profile'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const updateProfileRoute = createRoute({
  operationId: 'updateProfile',
  method: 'put',
  path: '/me/profile',
  security: signedIn,
  tags,
  summary:
    "Changes the signed-in user's profile: only the non-empty fields sent (`full_name`, `country`, `image`)",
  request: {
    body: jsonBody(ProfileUpdateSchema),
  },
  responses: {
    200: jsonContent(ProfileSchema, 'The profile after the change'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`csrf_rejected`: cross-site request'),
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields`; `fields.image: ["image_not_owned"]` when `image` is not the url of a profile photo the user uploaded to the gallery',
    ),
    500: errorResponses[500],
  },
});
