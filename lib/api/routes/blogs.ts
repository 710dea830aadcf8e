import { createRoute } from '@hono/zod-openapi';

import {
  BlogEntryIdParamsSchema,
  BlogEntryInputSchema,
  BlogEntryParamsSchema,
  BlogEntryPatchSchema,
  BlogEntrySchema,
  BlogListQuerySchema,
  BlogPageSchema,
} from '../schemas/blogs';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

/** Writing a shop's blog: its owner and admins (`blogs.write`). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
} as const;

const writeErrors = {
  422: jsonContent(
    ErrorSchema,
    "`incomplete_request`: a blank title or a body with no text and no image; `validation_error` with `fields` (`cover_url` or a body image not in the shop's gallery: `invalid_photo`)",
  ),
  500: errorResponses[500],
} as const;

export const listBlogEntriesRoute = createRoute({
  operationId: 'listBlogEntries',
  method: 'get',
  path: '/shops/{slug}/blogs',
  security: noSession,
  tags: ['blogs'],
  summary:
    "The shop's published blog entries, newest change first (8 a page), authors from their public profile; `drafts=1` (admins) adds the unpublished ones",
  request: { params: ShopSlugParamSchema, query: BlogListQuerySchema },
  responses: {
    200: jsonContent(BlogPageSchema, 'A page of entries (no bodies)'),
    ...adminRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
  },
});

export const getBlogEntryRoute = createRoute({
  operationId: 'getBlogEntry',
  method: 'get',
  path: '/shops/{slug}/blogs/{entry}',
  security: noSession,
  tags: ['blogs'],
  summary: "One blog entry by its slug; an unpublished one only for the shop's admins",
  request: { params: BlogEntryParamsSchema },
  responses: {
    200: jsonContent(BlogEntrySchema, 'The entry with its sanitised body'),
    404: jsonContent(ErrorSchema, '`shop_not_found`; `blog_entry_not_found`'),
    ...errorResponses,
  },
});

export const createBlogEntryRoute = createRoute({
  operationId: 'createBlogEntry',
  method: 'post',
  path: '/shops/{slug}/blogs',
  security: signedIn,
  tags: ['blogs'],
  summary:
    'Writes a blog entry: the body is sanitised on the server, the slug made from the title (unique in the shop: -2, -3…)',
  request: { params: ShopSlugParamSchema, body: jsonBody(BlogEntryInputSchema) },
  responses: {
    201: jsonContent(BlogEntrySchema, 'Created'),
    ...adminRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...writeErrors,
  },
});

export const updateBlogEntryRoute = createRoute({
  operationId: 'updateBlogEntry',
  method: 'patch',
  path: '/shops/{slug}/blogs/{entry}',
  security: signedIn,
  tags: ['blogs'],
  summary: 'Changes a blog entry (a new title gives it a new slug); publishes or unpublishes it',
  request: { params: BlogEntryIdParamsSchema, body: jsonBody(BlogEntryPatchSchema) },
  responses: {
    200: jsonContent(BlogEntrySchema, 'Changed'),
    ...adminRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`; `blog_entry_not_found`'),
    ...writeErrors,
  },
});

export const deleteBlogEntryRoute = createRoute({
  operationId: 'deleteBlogEntry',
  method: 'delete',
  path: '/shops/{slug}/blogs/{entry}',
  security: signedIn,
  tags: ['blogs'],
  summary: 'Deletes a blog entry',
  request: { params: BlogEntryIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...adminRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`; `blog_entry_not_found`'),
    ...errorResponses,
  },
});
