import 'server-only';

import { eq } from 'drizzle-orm';

import type { OrderInvoice } from '@/lib/api/schemas/invoicing';
import { invoices } from '@/lib/db/schema';
import { invoiceRequestRefusal } from '@/lib/domain/invoicing/invoice-rules';

import type { ServiceContext } from '../context';
import { requireOrderParty } from '../orders/order-access';
import { invoiceView } from './invoice-view';

/**
 * `GET /orders/{id}/invoice`: the order's invoice (null before it is asked) for its customer, its
 * supplier's staff and the back office of its shop; `can_request` tells its customer whether
 * "Solicitar factura" is open to them now.
 */
export async function readOrderInvoice(
  ctx: ServiceContext,
  orderId: string,
): Promise<OrderInvoice> {
  const { order, customer } = await requireOrderParty(ctx, orderId, { shopReaders: true });
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  return {
    invoice: row ? invoiceView(row, order) : null,
    can_request: customer && invoiceRequestRefusal(order.state, Boolean(row)) === null,
  };
}
