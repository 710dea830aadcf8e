import { and, count, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import type { Db } from '@/lib/db/client';
import { orders, paymentEvents } from '@/lib/db/schema';
import type { PaymentType } from '@/lib/domain/vocabulary';

type Send = (
  method: string,
  path: string,
  body?: unknown,
  who?: string,
  headers?: Record<string, string>,
) => Response | Promise<Response>;

/**
 * The buyer puts one unit of a product in the shop's cart, checks out in MXN choosing
 * `paymentType` (which the checkout must offer) and places the order: the order, waiting for
 * payment. `send` calls the API under test (`/api` prefixed).
 */
export async function placeOrderPaidBy(
  send: Send,
  {
    shop,
    productId,
    supplierId,
    buyer,
  }: { shop: string; productId: string; supplierId: string; buyer: string },
  paymentType: PaymentType,
): Promise<Order> {
  await send('POST', `/shops/${shop}/cart/items`, { product_id: productId, quantity: 1 }, buyer);
  const created = await send(
    'POST',
    `/shops/${shop}/checkouts`,
    { supplier_id: supplierId, currency: 'MXN' },
    buyer,
  );
  const checkout = (await created.json()) as Checkout;
  expect(checkout.enabled_payment_types).toContain(paymentType);
  await send(
    'PATCH',
    `/shops/${shop}/checkouts/${checkout.checkout_id}`,
    { payment_type: paymentType },
    buyer,
  );
  const placed = await send('POST', '/orders', { checkout_id: checkout.checkout_id }, buyer, {
    'idempotency-key': `${paymentType}-${checkout.checkout_id}`,
  });
  expect(placed.status).toBe(201);
  return (await placed.json()) as Order;
}

/** An order's state as stored. */
export async function orderState(db: Db, orderId: string) {
  const [row] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return row!.state;
}

/** How many provider events are recorded for an order, an event id, or both (one provider or all). */
export async function paymentEventCount(
  db: Db,
  where: { provider?: string; orderId?: string; eventId?: string },
): Promise<number> {
  const conditions: SQL[] = [];
  if (where.provider) conditions.push(eq(paymentEvents.provider, where.provider));
  if (where.orderId) conditions.push(eq(paymentEvents.orderId, where.orderId));
  if (where.eventId) conditions.push(eq(paymentEvents.eventId, where.eventId));
  const [row] = await db
    .select({ n: count() })
    .from(paymentEvents)
    .where(and(...conditions));
  return row!.n;
}
