import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { and, eq, gt, sql } from 'drizzle-orm';

import type { ContactMessage } from '@/lib/api/schemas/contact';
import { contactMessages, shops } from '@/lib/db/schema';
import { CONTACT_RATE_LIMIT, contactRetryAfterSeconds } from '@/lib/domain/shop/contact-rate-limit';

import { alertContactReceived, emailContactAlerts } from '../alerts/write-contact-alert';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { RateLimitedError } from '../rate-limit/limiter';

/**
 * The sender wrote this shop too often: 429 `rate_limited`, `Retry-After` the seconds until the
 * next message is accepted, in the contact form's words.
 */
export class ContactRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'info.rateLimited');
    this.name = 'ContactRateLimitedError';
  }
}

/** The rate limit counts by a hash of the address: the address itself is not kept. */
export function contactSenderKey(ip: string): string {
  return createHash('sha256').update(`contact-sender:${ip}`).digest('hex');
}

/**
 * Stores a visitor's message to a shop (contact form or technical query) with an alert for each
 * of its admins, and e-mails them once committed. At most
 * `CONTACT_RATE_LIMIT.max` messages per sender and shop per window, counted in the database so
 * every app instance shares the count; an advisory lock per sender and shop keeps two concurrent
 * requests from both taking the last place.
 */
export async function sendContactMessage(
  { db }: ServiceContext,
  slug: string,
  input: ContactMessage,
  senderIp: string,
  now = new Date(),
): Promise<{ id: string }> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!shop) throw new ApiError('shop_not_found');
  const senderKey = contactSenderKey(senderIp);
  const windowStart = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowSeconds * 1000);

  const { id, alerted } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${shop.id}:${senderKey}`}))`);
    const recent = await tx
      .select({ createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.shopId, shop.id),
          eq(contactMessages.senderKey, senderKey),
          gt(contactMessages.createdAt, windowStart),
        ),
      );
    const wait = contactRetryAfterSeconds(
      recent.map((r) => r.createdAt),
      now,
    );
    if (wait > 0) throw new ContactRateLimitedError(wait);
    const id = `msg_${randomUUID()}`;
    await tx.insert(contactMessages).values({
      id,
      shopId: shop.id,
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      senderKey,
      createdAt: now,
    });
    // Its admins' alerts in the same transaction: a message is never stored without them.
    const alerted = await alertContactReceived(tx, shop.id, {
      id,
      name: input.name,
      kind: input.kind,
    });
    return { id, alerted };
  });
  await emailContactAlerts(db, slug, alerted);
  return { id };
}
