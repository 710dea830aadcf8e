import { createRoute, z } from '@hono/zod-openapi';

import { OrderParamSchema } from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import {
  AttendantParamSchema,
  AttendantSchema,
  AttendantsPageSchema,
  AttendantsQuerySchema,
  UpdateAttendantSchema,
} from '../schemas/tickets';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const orderMissing = {
  404: jsonContent(
    ErrorSchema,
    "`order_not_found` (also for anyone but the order's customer and its supplier's staff)",
  ),
} as const;

const ticketMissing = {
  404: jsonContent(
    ErrorSchema,
    "`order_not_found` (also for anyone but the order's customer and its supplier's staff), `ticket_not_found`",
  ),
} as const;

const pdfFile = (description: string) => ({
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  description,
});

export const listAttendantsRoute = createRoute({
  operationId: 'listOrderAttendants',
  method: 'get',
  path: '/orders/{id}/attendants',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The order's experience tickets, one per seat, with their attendants (its customer and its supplier's staff; the code only for the customer)",
  request: { params: OrderParamSchema, query: AttendantsQuerySchema },
  responses: {
    200: jsonContent(
      AttendantsPageSchema,
      'A page of tickets, the total, and the experiences that were over when it was paid',
    ),
    ...unauthorizedResponse,
    ...orderMissing,
    ...errorResponses,
  },
});

// Declared before `/attendants/{aid}` so the words `pdf` and `zip` are never read as an id.
export const allAttendantsPdfRoute = createRoute({
  operationId: 'downloadOrderTicketsPdf',
  method: 'get',
  path: '/orders/{id}/attendants/pdf',
  security: signedIn,
  tags: ['orders'],
  summary: "All of the order's tickets as one PDF, a page (A6) each",
  request: { params: OrderParamSchema },
  responses: {
    200: pdfFile('The PDF, as an attachment (`boletos-TD-000123.pdf`)'),
    ...unauthorizedResponse,
    ...ticketMissing,
    ...errorResponses,
  },
});

export const allAttendantsZipRoute = createRoute({
  operationId: 'downloadOrderTicketsZip',
  method: 'get',
  path: '/orders/{id}/attendants/zip',
  security: signedIn,
  tags: ['orders'],
  summary: "All of the order's tickets as a zip of one PDF each",
  request: { params: OrderParamSchema },
  responses: {
    200: {
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
      description: 'The zip, as an attachment (`boletos-TD-000123.zip`)',
    },
    ...unauthorizedResponse,
    ...ticketMissing,
    ...errorResponses,
  },
});

export const readAttendantRoute = createRoute({
  operationId: 'readOrderAttendant',
  method: 'get',
  path: '/orders/{id}/attendants/{aid}',
  security: signedIn,
  tags: ['orders'],
  summary: 'One ticket of the order and its attendant',
  request: { params: AttendantParamSchema },
  responses: {
    200: jsonContent(AttendantSchema, 'The ticket'),
    ...unauthorizedResponse,
    ...ticketMissing,
    ...errorResponses,
  },
});

export const updateAttendantRoute = createRoute({
  operationId: 'updateOrderAttendant',
  method: 'patch',
  path: '/orders/{id}/attendants/{aid}',
  security: signedIn,
  tags: ['orders'],
  summary: "The order's customer names who attends the seat (name up to 120 characters, e-mail)",
  request: { params: AttendantParamSchema, body: jsonBody(UpdateAttendantSchema) },
  responses: {
    200: jsonContent(AttendantSchema, 'The ticket'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: only the order's customer names attendants"),
    ...ticketMissing,
    ...errorResponses,
  },
});

/** `/attendants/{aid}/pdf`: the router cannot tell `{aid}.pdf` from an id (see docs). */
export const attendantPdfRoute = createRoute({
  operationId: 'downloadOrderTicketPdf',
  method: 'get',
  path: '/orders/{id}/attendants/{aid}/pdf',
  security: signedIn,
  tags: ['orders'],
  summary: "One ticket's PDF",
  request: { params: AttendantParamSchema },
  responses: {
    200: pdfFile('The PDF, as an attachment (`boleto-TD-000123-1.pdf`)'),
    ...unauthorizedResponse,
    ...ticketMissing,
    ...errorResponses,
  },
});
