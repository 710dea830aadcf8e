import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { ProfileSchema, ProfileUpdateSchema } from '../schemas/profile';
import { errorResponses, jsonContent } from './responses';

const tags = ['profile'];
const unauthorized = { 401: jsonContent(ErrorSchema, '`unauthorized`: no valid session') } as const;

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/me/profile',
  tags,
  summary: "The signed-in user's profile",
  responses: {
    200: jsonContent(ProfileSchema, 'The profile'),
    ...unauthorized,
    ...errorResponses,
  },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/me/profile',
  tags,
  summary:
    "Changes the signed-in user's profile: only the non-empty fields sent (`full_name`, `country`, `image`)",
  request: {
    body: { content: { 'application/json': { schema: ProfileUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonContent(ProfileSchema, 'The profile after the change'),
    ...unauthorized,
    403: jsonContent(ErrorSchema, '`csrf_rejected`: cross-site request'),
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields`; `fields.image: ["image_not_owned"]` when `image` is not the url of a profile photo the user uploaded to the gallery',
    ),
    500: errorResponses[500],
  },
});
