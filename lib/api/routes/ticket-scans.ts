import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { SupplierMembersParamSchema } from '../schemas/supplier-members';
import { TicketCodeInputSchema, TicketScanSchema } from '../schemas/ticket-scans';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const notFoundTicket =
  '`ticket_not_found`: no ticket with that code the reader may see — unknown codes, input that cannot be a code and tickets outside its walls answer alike';
const limited = {
  429: jsonContent(
    ErrorSchema,
    '`rate_limited` (`Retry-After`): too many codes nobody holds looked up lately (30 in 15 minutes)',
  ),
} as const;
const conflicts = {
  409: jsonContent(
    ErrorSchema,
    '`ticket_already_used` with `used_at`, `used_by` and `ticket`; `ticket_canceled` with `cancel_reason` and `ticket`',
  ),
} as const;

const shopWho =
  "The shop's owner and staff with `tickets.scan` (admin, qrreader); they read the tickets sold in the shop and those of its own supplier's experiences.";
const shopResponses = {
  ...unauthorizedResponse,
  403: jsonContent(ErrorSchema, "`forbidden`: not the shop's owner or staff who scan tickets"),
  404: jsonContent(ErrorSchema, `\`shop_not_found\`; ${notFoundTicket}`),
  ...limited,
  ...errorResponses,
} as const;

export const readShopTicketRoute = createRoute({
  operationId: 'readShopTicket',
  method: 'post',
  path: '/shops/{slug}/tickets/read',
  security: signedIn,
  tags: ['shops'],
  summary: 'Who and what a ticket is (attendant, experience, seat, order) and whether it was used',
  description: `${shopWho} Changes nothing.`,
  request: { params: ShopSlugParamSchema, body: jsonBody(TicketCodeInputSchema) },
  responses: { 200: jsonContent(TicketScanSchema, 'The ticket'), ...shopResponses },
});

export const useShopTicketRoute = createRoute({
  operationId: 'useShopTicket',
  method: 'post',
  path: '/shops/{slug}/tickets/use',
  security: signedIn,
  tags: ['shops'],
  summary: 'Marks a ticket used by the reader, once: a second use says when and by whom',
  description: `${shopWho} Of concurrent uses of one ticket exactly one succeeds.`,
  request: { params: ShopSlugParamSchema, body: jsonBody(TicketCodeInputSchema) },
  responses: {
    200: jsonContent(TicketScanSchema, 'The ticket, used now'),
    ...shopResponses,
    ...conflicts,
  },
});

const supplierWho =
  "The supplier's owner and admins; they read their supplier's tickets, in whichever shop they were sold.";
const supplierResponses = {
  ...unauthorizedResponse,
  403: jsonContent(ErrorSchema, '`forbidden`: staff whose role does not scan tickets'),
  404: jsonContent(
    ErrorSchema,
    `\`supplier_not_found\` (also for anyone without a role on it); ${notFoundTicket}`,
  ),
  ...limited,
  ...errorResponses,
} as const;

export const readSupplierTicketRoute = createRoute({
  operationId: 'readSupplierTicket',
  method: 'post',
  path: '/suppliers/{id}/tickets/read',
  security: signedIn,
  tags: ['suppliers'],
  summary: "Who and what one of the supplier's tickets is, and whether it was used",
  description: `${supplierWho} Changes nothing.`,
  request: { params: SupplierMembersParamSchema, body: jsonBody(TicketCodeInputSchema) },
  responses: { 200: jsonContent(TicketScanSchema, 'The ticket'), ...supplierResponses },
});

export const useSupplierTicketRoute = createRoute({
  operationId: 'useSupplierTicket',
  method: 'post',
  path: '/suppliers/{id}/tickets/use',
  security: signedIn,
  tags: ['suppliers'],
  summary: "Marks one of the supplier's tickets used, once",
  description: `${supplierWho} Of concurrent uses of one ticket exactly one succeeds.`,
  request: { params: SupplierMembersParamSchema, body: jsonBody(TicketCodeInputSchema) },
  responses: {
    200: jsonContent(TicketScanSchema, 'The ticket, used now'),
    ...supplierResponses,
    ...conflicts,
  },
});
