import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  PayCashoutSchema,
  RejectCashoutSchema,
  StaffCashoutListSchema,
  StaffCashoutParamSchema,
  StaffCashoutSchema,
  StaffCashoutsQuerySchema,
} from '../schemas/staff-cashouts';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const staffOnly = {
  403: jsonContent(ErrorSchema, '`forbidden`: not platform staff (user level 3)'),
} as const;

/** Platform staff's list of cash-out requests (issue 19: paying cash-outs out). */
export const listStaffCashoutsRoute = createRoute({
  operationId: 'listStaffCashouts',
  method: 'get',
  path: '/admin/cashouts',
  security: signedIn,
  tags: ['admin'],
  summary:
    'Platform staff: cash-out requests of a state, 10 a page (the `requested` queue oldest first), with who asked and how each was settled',
  request: { query: StaffCashoutsQuerySchema },
  responses: {
    200: jsonContent(StaffCashoutListSchema, 'A page of requests'),
    ...unauthorizedResponse,
    ...staffOnly,
    ...errorResponses,
  },
});

const decisionResponses = {
  200: jsonContent(
    StaffCashoutSchema,
    'The request, settled now or earlier the same way (a replay changes nothing)',
  ),
  ...unauthorizedResponse,
  403: jsonContent(ErrorSchema, '`forbidden`: not platform staff, or the request is their own'),
  404: jsonContent(ErrorSchema, '`cashout_not_found`'),
  409: jsonContent(
    ErrorSchema,
    '`cashout_already_decided`: settled first by someone else, or another way (`cashout` says how)',
  ),
  ...errorResponses,
} as const;

export const payCashoutRoute = createRoute({
  operationId: 'payCashout',
  method: 'post',
  path: '/admin/cashouts/{cashout_id}/pay',
  security: signedIn,
  tags: ['admin'],
  summary: "Platform staff: mark a requested cash-out paid, with the transfer's reference",
  description:
    'Once: only a request still `requested` moves. The amount stays out of the wallet; the requester is e-mailed.',
  request: { params: StaffCashoutParamSchema, body: jsonBody(PayCashoutSchema) },
  responses: decisionResponses,
});

export const rejectCashoutRoute = createRoute({
  operationId: 'rejectCashout',
  method: 'post',
  path: '/admin/cashouts/{cashout_id}/reject',
  security: signedIn,
  tags: ['admin'],
  summary:
    'Platform staff: reject a requested cash-out, with a reason; its amount goes back to available',
  description:
    'Once: only a request still `requested` moves. The requester is e-mailed the reason.',
  request: { params: StaffCashoutParamSchema, body: jsonBody(RejectCashoutSchema) },
  responses: decisionResponses,
});
