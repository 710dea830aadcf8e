import 'server-only';

import { eq } from 'drizzle-orm';

import type { Receipt } from '@/lib/api/schemas/receipts';
import type { Db } from '@/lib/db/client';
import { orderReceipts, shops, users } from '@/lib/db/schema';

import { orderViews, type OrderRow } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from './order-access';
import { requireSupplierAction } from './supplier-access';

type Reader = Pick<Db, 'select'>;

/**
 * The receipt of an order as both parties see it, or null while none was issued. Lines and totals
 * come from the order view (fixed when the order was placed); the receipt adds its number and
 * date, the shop's and the customer's names.
 */
export async function receiptView(db: Reader, order: OrderRow): Promise<Receipt | null> {
  const [[row], [view]] = await Promise.all([
    db
      .select({ receipt: orderReceipts, storeName: shops.name, customerName: users.fullName })
      .from(orderReceipts)
      .innerJoin(shops, eq(shops.id, order.shopId))
      .innerJoin(users, eq(users.id, order.userId))
      .where(eq(orderReceipts.orderId, order.id))
      .limit(1),
    orderViews(db, [order]),
  ]);
  if (!row || !view) return null;
  return {
    number: row.receipt.number,
    issued_at: row.receipt.issuedAt.toISOString(),
    order_id: view.id,
    order_number: view.number,
    order_state: view.state,
    order_created_at: view.created_at,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    supplier: { id: view.supplier.id, name: view.supplier.name },
    store: { slug: view.store, name: row.storeName },
    customer: { name: row.customerName },
    currency: view.currency,
    payment_type: view.payment_type,
    instalments: view.instalments,
    delivery_type: view.delivery_type,
    lines: view.lines.map(({ name, variant, quantity, unit_price, total }) => ({
      name,
      variant,
      quantity,
      unit_price,
      total,
    })),
    products_total: view.products_total,
    shipping_cost: view.shipping_cost,
    total: view.total,
  };
}

/**
 * An order's receipt, for its customer or its supplier's owner and staff (anyone else: 404
 * `order_not_found`, anonymous 401); 404 `receipt_not_found` while none was issued.
 */
export async function readReceipt(ctx: ServiceContext, orderId: string): Promise<Receipt> {
  const { order, customer, supplierRole } = await requireOrderParty(ctx, orderId);
  if (!customer && supplierRole) requireSupplierAction(supplierRole, 'orders.read');
  const receipt = await receiptView(ctx.db, order);
  if (!receipt) throw new ApiError('receipt_not_found');
  return receipt;
}
