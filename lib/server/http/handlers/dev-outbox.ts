import 'server-only';

import { desc, eq } from 'drizzle-orm';

import { devOutboxRoute } from '@/lib/api/routes/auth';
import { outboxMessages } from '@/lib/db/schema';

import { ApiError } from '@/lib/server/errors';
import { outboxReadable } from '../../delivery/outbox-access';
import { createRouter } from '../router';

/**
 * GET /api/dev/outbox: the newest 50 messages, so a person can read a PIN without a mail server
 * (who may: lib/server/delivery/outbox-access.ts).
 */
export const devOutboxHandlers = createRouter().openapi(devOutboxRoute, async (c) => {
  if (!outboxReadable(c.req.header('x-forwarded-host') ?? c.req.header('host')))
    throw new ApiError('not_found');
  const { recipient } = c.req.valid('query');
  const rows = await c.var.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      recipient
        ? eq(outboxMessages.recipient, recipient.replace(/\s+/g, '').toLowerCase())
        : undefined,
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(50);
  return c.json(
    {
      results: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        provider: row.provider,
        created_at: row.createdAt.toISOString(),
        delivered_at: row.deliveredAt?.toISOString() ?? null,
      })),
    },
    200,
  );
});
