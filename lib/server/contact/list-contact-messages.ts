import 'server-only';

import { count, desc, eq } from 'drizzle-orm';

import type { ContactMessagesPage } from '@/lib/api/schemas/contact';
import { contactMessages } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';

/** The shop's contact messages, newest first, for those who may read them (its admins). */
export async function listContactMessages(
  ctx: ServiceContext,
  slug: string,
  page: { offset: number; limit: number },
): Promise<ContactMessagesPage> {
  const shop = await authorizeShop(ctx, slug, 'messages.read');
  const forShop = eq(contactMessages.shopId, shop.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(contactMessages)
      .where(forShop)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(contactMessages).where(forShop),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    matches_estimated: total?.n ?? 0,
  };
}
