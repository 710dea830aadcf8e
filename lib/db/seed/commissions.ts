import type { commissionEntries } from '@/lib/db/schema';
import { availableAfter } from '@/lib/domain/wallet/wallet-rules';

import { DEMO_ACCOUNTS } from './demo-accounts';
import type { OrderLineRow, OrderRow } from './orders';
import { buildPlans } from './plans';
import { planFor } from './users';

export type CommissionRow = typeof commissionEntries.$inferInsert;

/**
 * Who earns on a demo shop's sales and at what rate (spec 03 §1): the shop's owner at their plan's
 * commission rate (the seed's plans do not expire); nobody when the supplier's owner owns the shop.
 */
export function resellerOf(
  shopSlug: string,
  supplierOwnerId: string,
): { userId: string; rateBp: number } | null {
  const userId = `usr_owner_${shopSlug}`;
  if (userId === supplierOwnerId) return null;
  const account = DEMO_ACCOUNTS.find((a) => a.id === userId);
  const planId = account ? planFor(account) : null;
  const plan = buildPlans().find((p) => p.id === planId);
  return plan ? { userId, rateBp: plan.commissionRateBp } : null;
}

/**
 * The commission ledger of the seed's delivered orders, as the app writes it on delivery
 * (lib/server/commissions/credit-delivered-order.ts): one credit per line with an earning,
 * available 72 hours after the delivery (the order's last change). The seed's dates are fixed in
 * the past, so these credits read as available; pending ones come from orders delivered since.
 */
export function buildCommissions(
  orderRows: readonly OrderRow[],
  lineRows: readonly OrderLineRow[],
): CommissionRow[] {
  const delivered = new Map(
    orderRows
      .filter((order) => order.state === 'delivered' && order.resellerId)
      .map((order) => [order.id, order]),
  );
  return lineRows.flatMap((line) => {
    const order = delivered.get(line.orderId);
    if (!order || !line.earning) return [];
    const deliveredAt = order.updatedAt as Date;
    return [
      {
        id: `com_${line.orderId}_${line.productId}`,
        userId: order.resellerId!,
        walletType: 'commissions' as const,
        kind: 'credit' as const,
        orderId: line.orderId,
        productId: line.productId,
        variant: line.variant ?? '',
        name: line.name,
        amount: line.earning,
        currency: order.currency,
        availableAt: availableAfter(deliveredAt),
        createdAt: deliveredAt,
      },
    ];
  });
}
