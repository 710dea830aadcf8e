import 'server-only';

import { eq, or, type SQL } from 'drizzle-orm';

import { tickets } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { authorizeSupplier } from '../orders/supplier-access';

/**
 * Whose tickets a reader may read (docs/decisions.md, "Ticket reader"): a shop's scanner reads
 * the tickets sold in that shop and those of the experiences its own supplier runs, wherever they
 * were sold; a supplier's staff read their supplier's tickets. Any other ticket is "not found".
 */
export type TicketScope =
  | { kind: 'shop'; shopId: string; supplierId: string | null }
  | { kind: 'supplier'; supplierId: string };

/** The shop's scope for its owner and staff with `tickets.scan` (401, 404 shop, 403 otherwise). */
export async function shopTicketScope(ctx: ServiceContext, slug: string): Promise<TicketScope> {
  const shop = await authorizeShop(ctx, slug, 'tickets.scan');
  return { kind: 'shop', shopId: shop.id, supplierId: shop.supplierId };
}

/** The supplier's scope for its owner and admins (401, 404 `supplier_not_found`, 403 otherwise). */
export async function supplierTicketScope(
  ctx: ServiceContext,
  supplierId: string,
): Promise<TicketScope> {
  await authorizeSupplier(ctx, supplierId, 'tickets.scan');
  return { kind: 'supplier', supplierId };
}

/** The tickets inside the scope, as a condition on `tickets`. */
export function inScope(scope: TicketScope): SQL {
  if (scope.kind === 'supplier') return eq(tickets.supplierId, scope.supplierId);
  const sold = eq(tickets.shopId, scope.shopId);
  return scope.supplierId ? (or(sold, eq(tickets.supplierId, scope.supplierId)) as SQL) : sold;
}
