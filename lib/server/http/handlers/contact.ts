import 'server-only';

import { listContactMessagesRoute, sendContactMessageRoute } from '@/lib/api/routes/contact';

import { listContactMessages } from '@/lib/server/contact/list-contact-messages';
import { sendContactMessage } from '@/lib/server/contact/send-contact-message';
import { requestIp } from '../request-meta';
import { createRouter } from '../router';

export const contactHandlers = createRouter()
  .openapi(listContactMessagesRoute, async (c) =>
    c.json(
      await listContactMessages(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(sendContactMessageRoute, async (c) => {
    const { slug } = c.req.valid('param');
    // The accounts' rule: only what the TRUSTED_PROXY_HOPS proxies appended is believed.
    const ip = requestIp(c);
    const { id } = await sendContactMessage(c.var.ctx, slug, c.req.valid('json'), ip);
    return c.json({ id, status: 'received' as const }, 201);
  });
