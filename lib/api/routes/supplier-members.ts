import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  SupplierMemberInputSchema,
  SupplierMemberListSchema,
  SupplierMemberParamSchema,
  SupplierMembersParamSchema,
  SupplierMemberSchema,
} from '../schemas/supplier-members';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['suppliers'];
const forbidden = {
  403: jsonContent(
    ErrorSchema,
    "`forbidden`: the supplier's staff (only its owner manages members); `csrf_rejected` for a cross-site write",
  ),
} as const;
const supplierNotFound = '`supplier_not_found` (also for anyone without a role on it)';

export const listSupplierMembersRoute = createRoute({
  operationId: 'listSupplierMembers',
  method: 'get',
  path: '/suppliers/{id}/members',
  security: signedIn,
  tags,
  summary: "A supplier's staff and their roles, for its owner",
  request: { params: SupplierMembersParamSchema },
  responses: {
    200: jsonContent(SupplierMemberListSchema, 'The members, oldest first'),
    ...unauthorizedResponse,
    ...forbidden,
    404: jsonContent(ErrorSchema, supplierNotFound),
    ...errorResponses,
  },
});

export const addSupplierMemberRoute = createRoute({
  operationId: 'addSupplierMember',
  method: 'post',
  path: '/suppliers/{id}/members',
  security: signedIn,
  tags,
  summary:
    "Adds a person to a supplier's staff by the e-mail of their account, or changes a member's role",
  description: 'At most 20 members besides the owner; the owner is never a member.',
  request: {
    params: SupplierMembersParamSchema,
    body: jsonBody(SupplierMemberInputSchema),
  },
  responses: {
    200: jsonContent(SupplierMemberSchema, 'The member, with the new role'),
    201: jsonContent(SupplierMemberSchema, 'The new member'),
    ...unauthorizedResponse,
    ...forbidden,
    404: jsonContent(
      ErrorSchema,
      `${supplierNotFound}, \`user_not_found\` (no account has that e-mail)`,
    ),
    409: jsonContent(
      ErrorSchema,
      "`member_is_owner` (the e-mail is the owner's), `member_limit_reached` (20 members already)",
    ),
    ...errorResponses,
  },
});

export const removeSupplierMemberRoute = createRoute({
  operationId: 'removeSupplierMember',
  method: 'delete',
  path: '/suppliers/{id}/members/{user_id}',
  security: signedIn,
  tags,
  summary: "Removes a person from a supplier's staff; their access ends at once",
  request: { params: SupplierMemberParamSchema },
  responses: {
    204: { description: 'Removed' },
    ...unauthorizedResponse,
    ...forbidden,
    404: jsonContent(ErrorSchema, `${supplierNotFound}, \`member_not_found\``),
    ...errorResponses,
  },
});
