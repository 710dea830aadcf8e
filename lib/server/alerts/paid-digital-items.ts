import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines } from '@/lib/db/schema';
import { EMAIL_LINK_SECONDS } from '@/lib/domain/items/digital-files';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';

import { digitalItemFiles, digitalItemUrls } from '../checkout/digital-deliveries';
import { signedFilePath } from '../digital-files/download-links';
import type { serverTranslator } from '../messages';

/**
 * The digital items a just-paid order hands over, as the lines of its e-mail ("name: address",
 * and for a file the platform stores, its download link, signed for 7 days), in the order's line
 * order; empty when it has none. Only asked for the customer's "paid" alert, so the address goes
 * out exactly when the order page starts showing it (issue 16).
 */
export async function paidDigitalItemLines(
  db: Pick<Db, 'select'>,
  orderId: string,
  { base, t }: { base: string; t: ReturnType<typeof serverTranslator> },
): Promise<string[]> {
  const lines = await db
    .select({ productId: orderLines.productId, name: orderLines.name })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.variant));
  const productIds = lines.map((line) => line.productId);
  const urls = await digitalItemUrls(db, productIds);
  const files = await digitalItemFiles(db, productIds);
  const expiresAt = new Date(Date.now() + EMAIL_LINK_SECONDS * 1000);
  // A product bought in two variants is one delivery.
  const seen = new Set<string>();
  return lines.flatMap((line) => {
    if (seen.has(line.productId)) return [];
    seen.add(line.productId);
    const url = urls.get(line.productId);
    const file = files.get(line.productId);
    return [
      ...(url ? [`${line.name}: ${url}`] : []),
      ...(file
        ? [
            t('alerts.digitalFile', {
              name: line.name,
              file,
              link: absoluteUrl(base, signedFilePath(orderId, line.productId, expiresAt)),
            }),
          ]
        : []),
    ];
  });
}
