import { expect } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import type { PaymentType } from '@/lib/db/schema/enums';

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
