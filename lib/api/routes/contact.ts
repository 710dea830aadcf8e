import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  ContactMessageInputSchema,
  ContactMessageReceiptSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
} from '../schemas/contact';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { noSession, signedIn } from './security';

export const sendContactMessageRoute = createRoute({
  operationId: 'sendContactMessage',
  method: 'post',
  path: '/shops/{slug}/contact',
  security: noSession,
  tags: ['shops'],
  summary:
    "A visitor's message to the shop (contact form or technical query); 5 per hour per sender and shop",
  request: {
    params: ShopSlugParamSchema,
    body: jsonBody(ContactMessageInputSchema),
  },
  responses: {
    201: jsonContent(ContactMessageReceiptSchema, 'The message was stored for the shop'),
    ...notFoundResponse,
    429: {
      ...jsonContent(
        ErrorSchema,
        '`rate_limited`: too many messages from this sender to this shop; see Retry-After',
      ),
      headers: {
        'Retry-After': {
          schema: { type: 'integer' },
          description: 'Seconds until a message is accepted again',
        },
      },
    },
    ...errorResponses,
  },
});

export const listContactMessagesRoute = createRoute({
  operationId: 'listContactMessages',
  method: 'get',
  path: '/shops/{slug}/contact-messages',
  security: signedIn,
  tags: ['shops'],
  summary:
    "Messages sent to the shop through its contact form, newest first (the shop's admins only)",
  request: { params: ShopSlugParamSchema, query: ContactMessagesQuerySchema },
  responses: {
    200: jsonContent(ContactMessagesPageSchema, 'A page of messages'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: not an admin of this shop'),
    ...notFoundResponse,
    ...errorResponses,
  },
});
