import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { ContactMessageInputSchema, ContactMessageReceiptSchema } from '../schemas/contact';
import { errorResponses, jsonContent, notFoundResponse } from './responses';

export const sendContactMessageRoute = createRoute({
  method: 'post',
  path: '/shops/{slug}/contact',
  tags: ['shops'],
  summary:
    "A visitor's message to the shop (contact form or technical query); 5 per hour per sender and shop",
  request: {
    params: ShopSlugParamSchema,
    body: {
      content: { 'application/json': { schema: ContactMessageInputSchema } },
      required: true,
    },
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
