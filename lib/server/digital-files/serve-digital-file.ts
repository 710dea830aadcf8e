import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines, orders, products } from '@/lib/db/schema';

import { deliversDigitalItems } from '../checkout/digital-deliveries';
import { ApiError } from '../errors';
import type { StoredFile, UploadStorage } from '../gallery/storage';
import { checkFileLink } from './download-links';

export interface FileLink {
  orderId: string;
  productId: string;
  expires: number;
  signature: string;
}

/**
 * The stored file a signed link hands over (issue 16): the link must be the platform's for this
 * order and line (403 `download_link_invalid`: tampered, forged, or another order's), in time
 * (410 `download_link_expired`), and the order still paid and not cancelled, its item a digital
 * one with a stored file (409 `digital_file_unavailable`). The link is the permission: no
 * session is asked for, so the "paid" e-mail's link opens on any device.
 */
export async function serveDigitalFile(
  db: Pick<Db, 'select'>,
  storage: UploadStorage,
  link: FileLink,
  now = new Date(),
): Promise<StoredFile & { name: string }> {
  const check = checkFileLink(link, now);
  if (check === 'invalid') throw new ApiError('download_link_invalid');
  if (check === 'expired') throw new ApiError('download_link_expired');
  const [row] = await db
    .select({
      paidAt: orders.paidAt,
      state: orders.state,
      type: products.type,
      key: products.digitalFileKey,
      name: products.digitalFileName,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, link.orderId), eq(orderLines.productId, link.productId)))
    .limit(1);
  if (!row) throw new ApiError('order_not_found');
  if (!deliversDigitalItems(row) || row.type !== 'digital' || !row.key) {
    throw new ApiError('digital_file_unavailable');
  }
  const stored = await storage.readPrivate(row.key);
  if (!stored) throw new ApiError('digital_file_unavailable');
  return { ...stored, name: row.name || 'archivo' };
}
