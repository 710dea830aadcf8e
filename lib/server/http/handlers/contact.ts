import 'server-only';

import { listContactMessagesRoute, sendContactMessageRoute } from '@/lib/api/routes/contact';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { listContactMessages } from '@/lib/server/contact/list-contact-messages';
import { ContactRateLimitedError, sendContactMessage } from '@/lib/server/contact/send-contact-message';
import { requestIp } from '../request-meta';
import { createRouter } from '../router';

const RATE_LIMITED_MESSAGES = { es: es.info.rateLimited, en: en.info.rateLimited } as const;

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
    try {
      const { id } = await sendContactMessage(c.var.ctx, slug, c.req.valid('json'), ip);
      return c.json({ id, status: 'received' as const }, 201);
    } catch (error) {
      if (!(error instanceof ContactRateLimitedError)) throw error;
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ code: 'rate_limited', message: RATE_LIMITED_MESSAGES[c.var.locale] }, 429);
    }
  });
