import 'server-only';

import { randomUUID } from 'node:crypto';

import type { AffiliateStoreFields } from '@/lib/api/schemas/stores';
import type { shops } from '@/lib/db/schema';

type NewShopRow = typeof shops.$inferInsert;

/**
 * The row of a store a user creates for themself: an affiliate store on theme04 with the
 * products and catalogues sections; every other field keeps the column default until the owner
 * edits it. Colours fall back to the column defaults too.
 */
export function newAffiliateShopRow(ownerId: string, fields: AffiliateStoreFields): NewShopRow {
  return {
    id: `shop_${randomUUID()}`,
    ownerId,
    slug: fields.slug,
    name: fields.name,
    photo: fields.photo ?? null,
    storeType: 'affiliate',
    theme: 'theme04',
    sections: ['products', 'catalogues'],
    ...(fields.color1 ? { color1: fields.color1 } : {}),
    ...(fields.color2 ? { color2: fields.color2 } : {}),
  };
}
