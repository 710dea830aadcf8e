import 'server-only';

import { and, eq, ne, sql } from 'drizzle-orm';

import type { ShopSettingsUpdate } from '@/lib/api/schemas/shop-settings';
import { headers, shops } from '@/lib/db/schema';
import { canonicalDomainOf } from '@/lib/domain/paths/custom-domain';
import type { ShopSettingsFieldError } from '@/lib/domain/shop/shop-settings-rules';

import type { Tx } from '../catalogues/catalogue-writes';
import { ApiError } from '../errors';
import { isShopGalleryImage } from '../gallery/shop-gallery-image';
import { publicSite } from '@/lib/env';

type ShopRow = typeof shops.$inferSelect;
type FieldProblems = Partial<Record<keyof ShopSettingsUpdate, ShopSettingsFieldError>>;

/**
 * The rules the schema cannot check alone, against the database and the platform's domain: the
 * photo is a shop photo of this shop's gallery (or the one it has), the header one of its
 * headers, the canonical domain nobody else's and not the platform's own, and a proxy shop's menu
 * stays its source's. All problems are answered together as one 422.
 */
export async function checkShopSettings(
  tx: Tx,
  shop: ShopRow,
  changes: ShopSettingsUpdate,
): Promise<void> {
  const problems: FieldProblems = {};
  const { photo, header, canonical_domain: domain, sections_info: sections } = changes;

  if (
    photo &&
    photo !== shop.photo &&
    !(await isShopGalleryImage(tx, shop.id, photo, 'shop_photo'))
  )
    problems.photo = 'invalid_photo';

  if (header && header !== shop.headerId) {
    const [row] = await tx
      .select({ id: headers.id })
      .from(headers)
      .where(and(eq(headers.id, header), eq(headers.shopId, shop.id)))
      .limit(1);
    if (!row) problems.header = 'invalid_header';
  }

  if (domain && domain !== shop.canonicalDomain) {
    if (!canonicalDomainOf(domain, publicSite().rootDomain))
      problems.canonical_domain = 'invalid_domain';
    else {
      // Two shops claiming one domain at once wait for each other here (no unique index exists).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`canonical_domain:${domain}`}))`,
      );
      const [taken] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.canonicalDomain, domain), ne(shops.id, shop.id)))
        .limit(1);
      if (taken) problems.canonical_domain = 'domain_taken';
    }
  }

  if (sections && shop.isProxy) problems.sections_info = 'read_only';

  const fields: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(problems)) fields[field] = [key];
  if (Object.keys(fields).length) throw new ApiError('validation_error', fields);
}
