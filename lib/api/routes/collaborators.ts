import { createRoute } from '@hono/zod-openapi';

import {
  CollaboratorBodySchema,
  CollaboratorParamsSchema,
  CollaboratorProfilesPageSchema,
  ShopCollaboratorsPageSchema,
  ShopCollaboratorsQuerySchema,
} from '../schemas/collaborators';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { CollaboratorSchema } from '../schemas/network';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['shops'];

/** A shop's collaborators: its admins only (spec 03 §6 "Collaborators exist per shop"). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
} as const;

const notFound = (what: string) => ({ 404: jsonContent(ErrorSchema, what) }) as const;

export const listShopCollaboratorsRoute = createRoute({
  operationId: 'listShopCollaborators',
  method: 'get',
  path: '/shops/{slug}/collaborators',
  security: signedIn,
  tags,
  summary: 'The stores collaborating with the shop, newest first, by name',
  request: { params: ShopSlugParamSchema, query: ShopCollaboratorsQuerySchema },
  responses: {
    200: jsonContent(ShopCollaboratorsPageSchema, 'A page of collaborators (10 by default)'),
    ...adminRefusals,
    ...notFound('`shop_not_found`'),
    ...errorResponses,
  },
});

export const listCollaboratorProfilesRoute = createRoute({
  operationId: 'listCollaboratorProfiles',
  method: 'get',
  path: '/shops/{slug}/collaborators/profiles',
  security: signedIn,
  tags,
  summary: "The people behind the shop's collaborating stores (their owners' names and photos)",
  request: { params: ShopSlugParamSchema, query: ShopCollaboratorsQuerySchema },
  responses: {
    200: jsonContent(CollaboratorProfilesPageSchema, 'A page of profiles (10 by default)'),
    ...adminRefusals,
    ...notFound('`shop_not_found`'),
    ...errorResponses,
  },
});

export const addCollaboratorRoute = createRoute({
  operationId: 'addCollaborator',
  method: 'post',
  path: '/shops/{slug}/collaborators',
  security: signedIn,
  tags,
  summary: 'A store (by slug) collaborates with the shop',
  request: { params: ShopSlugParamSchema, body: jsonBody(CollaboratorBodySchema) },
  responses: {
    201: jsonContent(CollaboratorSchema, 'Added'),
    200: jsonContent(CollaboratorSchema, 'It collaborated already'),
    ...adminRefusals,
    ...notFound('`shop_not_found`: the shop, or the store named'),
    422: jsonContent(
      ErrorSchema,
      '`invalid_collaborator`: the shop itself; `validation_error` with `fields`',
    ),
    500: errorResponses[500],
  },
});

export const updateCollaboratorRoute = createRoute({
  operationId: 'updateCollaborator',
  method: 'patch',
  path: '/shops/{slug}/collaborators/{id}',
  security: signedIn,
  tags,
  summary: 'Points a collaboration at another store (the one thing it holds)',
  request: { params: CollaboratorParamsSchema, body: jsonBody(CollaboratorBodySchema) },
  responses: {
    200: jsonContent(CollaboratorSchema, 'The collaborator as it is now'),
    ...adminRefusals,
    ...notFound('`shop_not_found`; `collaborator_not_found`: none of this shop by that id'),
    409: jsonContent(ErrorSchema, '`collaborator_exists`: that store has an entry already'),
    422: jsonContent(
      ErrorSchema,
      '`invalid_collaborator`: the shop itself; `validation_error` with `fields`',
    ),
    500: errorResponses[500],
  },
});

export const removeCollaboratorRoute = createRoute({
  operationId: 'removeCollaborator',
  method: 'delete',
  path: '/shops/{slug}/collaborators/{id}',
  security: signedIn,
  tags,
  summary: 'The store no longer collaborates with the shop',
  request: { params: CollaboratorParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...adminRefusals,
    ...notFound('`shop_not_found`; `collaborator_not_found`: none of this shop by that id'),
    ...errorResponses,
  },
});

export const refreshCollaboratorRoute = createRoute({
  operationId: 'refreshCollaborator',
  method: 'put',
  path: '/shops/{slug}/collaborators/{id}/refresh',
  security: signedIn,
  tags,
  summary: 'The collaborator read again from its store (name, photo, address as they are now)',
  request: { params: CollaboratorParamsSchema },
  responses: {
    200: jsonContent(CollaboratorSchema, 'The collaborator as it is now'),
    ...adminRefusals,
    ...notFound('`shop_not_found`; `collaborator_not_found`: none of this shop by that id'),
    ...errorResponses,
  },
});
