import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines } from '@/lib/db/schema';

import { digitalItemUrls } from '../checkout/digital-deliveries';

/**
 * The digital items a just-paid order hands over, as the lines of its e-mail ("name: address"),
 * in the order's line order; empty when it has none. Only asked for the customer's "paid" alert,
 * so the address goes out exactly when the order page starts showing it (issue 16).
 */
export async function paidDigitalItemLines(
  db: Pick<Db, 'select'>,
  orderId: string,
): Promise<string[]> {
  const lines = await db
    .select({ productId: orderLines.productId, name: orderLines.name })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.variant));
  const urls = await digitalItemUrls(
    db,
    lines.map((line) => line.productId),
  );
  return lines
    .filter((line) => urls.has(line.productId))
    .map((line) => `${line.name}: ${urls.get(line.productId)}`);
}
