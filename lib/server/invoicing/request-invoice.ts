import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Invoice, RequestInvoiceInput } from '@/lib/api/schemas/invoicing';
import type { Db } from '@/lib/db/client';
import { invoices, invoicingProfiles, orders } from '@/lib/db/schema';
import { invoiceRequestRefusal } from '@/lib/domain/invoicing/invoice-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';
import { invoiceView, invoicingDataOf } from './invoice-view';
import { requireOwnProfile } from './invoicing-profiles';
import { isUniqueViolation } from '@/lib/db/pg-errors';

type Writer = Pick<Db, 'select' | 'insert'>;
type OrderRow = typeof orders.$inferSelect;

/**
 * At placement (lib/server/checkout/place-order.ts, in its transaction): when the checkout chose
 * one of its customer's profiles, the order's invoice is asked for with a copy of it, `requested`
 * until the shop issues it. A profile that is not the customer's (it cannot be: the checkout's
 * update checks it) is ignored.
 */
export async function requestInvoiceAtPlacement(
  tx: Writer,
  profileId: string | null,
  order: OrderRow,
): Promise<void> {
  if (!profileId) return;
  const [profile] = await tx
    .select()
    .from(invoicingProfiles)
    .where(eq(invoicingProfiles.id, profileId))
    .limit(1);
  if (!profile || profile.userId !== order.userId) return;
  await tx.insert(invoices).values({
    id: `inv_${randomUUID()}`,
    orderId: order.id,
    userId: order.userId,
    shopId: order.shopId,
    supplierId: order.supplierId,
    data: invoicingDataOf(profile),
  });
}

/**
 * "Solicitar factura" after the order (spec 02 §3 "Invoicing data"): its customer only (403 for
 * its supplier's staff, 404 for anyone else), with one of their own profiles (404
 * `invoicing_profile_not_found`), once the order is paid (409 `invoice_order_not_paid`), never
 * for a cancelled one (409 `invoice_order_canceled`), once per order (409
 * `invoice_already_requested`). The invoice keeps a copy of the profile as it is now.
 */
export async function requestInvoice(
  ctx: ServiceContext,
  orderId: string,
  input: RequestInvoiceInput,
): Promise<Invoice> {
  const { order, customer } = await requireOrderParty(ctx, orderId);
  if (!customer) throw new ApiError('forbidden');
  const profile = await requireOwnProfile(ctx.db, order.userId, input.profile_id);
  const row = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const [earlier] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, order.id));
      const refusal = invoiceRequestRefusal(current!.state, Boolean(earlier));
      if (refusal) throw new ApiError(refusal);
      const [inserted] = await tx
        .insert(invoices)
        .values({
          id: `inv_${randomUUID()}`,
          orderId: order.id,
          userId: order.userId,
          shopId: order.shopId,
          supplierId: order.supplierId,
          data: invoicingDataOf(profile),
        })
        .returning();
      return inserted!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError('invoice_already_requested');
      throw error;
    });
  return invoiceView(row, order);
}
