import 'server-only';

import { eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products, suppliers } from '@/lib/db/schema';
import { itemEarning } from '@/lib/domain/resale/resale-rules';
import { lineEarning } from '@/lib/domain/wallet/wallet-rules';

import { userCommissionRate } from '../plans/user-commission-rate';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EarningShop {
  ownerId: string;
  /** Set when the shop is a supplier's own. */
  supplierId: string | null;
}

export interface EarningLine {
  productId: string;
  quantity: number;
}

export interface LineEarnings {
  /** The shop owner who earns; null when nobody does (the supplier's own shop). */
  resellerId: string | null;
  /** Per line, in the order given: minor units, or null when the line earns nothing. */
  earnings: (number | null)[];
}

/**
 * What the owner of the shop an order is placed in earns on each of its lines (spec 03 §1): the
 * item's contribution margin × the owner's plan commission rate at this moment (rounded down) ×
 * quantity. Nobody earns in the supplier's own shop (its shop, or one its owner owns), nor on an
 * item without a margin or not for resale.
 */
export async function lineEarnings(
  tx: Tx,
  shop: EarningShop,
  supplierId: string,
  lines: EarningLine[],
  now = new Date(),
): Promise<LineEarnings> {
  const none = { resellerId: null, earnings: lines.map(() => null) };
  if (shop.supplierId === supplierId) return none;
  const [supplier] = await tx
    .select({ ownerId: suppliers.ownerId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier || supplier.ownerId === shop.ownerId) return none;
  const items = await tx
    .select({
      id: products.id,
      isDropshipping: products.isDropshipping,
      contributionMargin: products.contributionMargin,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(items.map((item) => [item.id, item]));
  const { rateBp } = await userCommissionRate(tx, shop.ownerId, now);
  const earnings = lines.map((line) => {
    const item = byId.get(line.productId);
    return lineEarning(item ? itemEarning(item, rateBp) : null, line.quantity);
  });
  return { resellerId: earnings.some((e) => e !== null) ? shop.ownerId : null, earnings };
}
