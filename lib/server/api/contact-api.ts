import 'server-only';

import { listContactMessagesRoute, sendContactMessageRoute } from '@/lib/api/routes/contact';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { listContactMessages } from '../contact/list-contact-messages';
import { ContactRateLimitedError, sendContactMessage } from '../contact/send-contact-message';
import { createRouter } from './router';

const RATE_LIMITED_MESSAGES = { es: es.info.rateLimited, en: en.info.rateLimited } as const;

/**
 * The sender's address: the first `X-Forwarded-For` entry (set by the proxy in front of the app),
 * else `X-Real-IP`. Behind no proxy the header is the client's own word; the limit then only
 * slows down honest mistakes, which is what it is for.
 */
function senderIp(forwardedFor: string | undefined, realIp: string | undefined): string {
  return forwardedFor?.split(',')[0]?.trim() || realIp?.trim() || 'unknown';
}

export const contactApi = createRouter()
  .openapi(listContactMessagesRoute, async (c) =>
    c.json(
      await listContactMessages(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(sendContactMessageRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const ip = senderIp(c.req.header('x-forwarded-for'), c.req.header('x-real-ip'));
    try {
      const { id } = await sendContactMessage(c.var.ctx, slug, c.req.valid('json'), ip);
      return c.json({ id, status: 'received' as const }, 201);
    } catch (error) {
      if (!(error instanceof ContactRateLimitedError)) throw error;
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ code: 'rate_limited', message: RATE_LIMITED_MESSAGES[c.var.locale] }, 429);
    }
  });
