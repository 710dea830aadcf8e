import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import { outboxMessages, products } from '@/lib/db/schema';
import type { PaymentType } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';

import { siteSender } from './auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from './factories';
import { placeOrderPaidBy } from './payment-orders';
import type { TestDatabase } from './test-database';

/**
 * A shop selling a digital course kept on stock (50 units) by a supplier whose owner has a session,
 * and two shoppers, Ana and Beto: what the OXXO and SPEI tests buy with. `send` calls the API.
 */
export async function asyncPaymentWorld(database: TestDatabase) {
  const api = createApiApp({ database: async () => database });
  const { db } = database;
  const [ana, beto, owner] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  const shop = await createShop(db, { slug: 'tienda-a' });
  const supplier = await createSupplier(db, { ownerId: owner.id, name: 'Cursos en línea' });
  const [course] = await createListedProducts(db, {
    supplierId: supplier.id,
    shopIds: [shop.id],
    items: [{ name: 'Curso', type: 'digital', listPrice: 49_900, available: 50 }],
  });
  const cookie = {
    ana: await createSessionCookie(db, ana.id),
    beto: await createSessionCookie(db, beto.id),
    owner: await createSessionCookie(db, owner.id),
  };
  const send = siteSender(() => api);

  return {
    api,
    send,
    cookie,
    ana,
    supplierId: supplier.id,
    /** Ana buys one course paying by `type`; the broker answers the order's payment token. */
    async placeOrder(type: PaymentType): Promise<{ order: Order; token: string }> {
      const order = await placeOrderPaidBy(
        send,
        { shop: 'tienda-a', productId: course!.id, supplierId: supplier.id, buyer: cookie.ana },
        type,
      );
      const paths = { return_path: '/ok', cancel_path: '/ok' };
      const brokered = await send('PUT', `/orders/broker/${order.id}`, paths, cookie.ana);
      expect(brokered.status).toBe(200);
      const answer = (await brokered.json()) as { approval_url: string | null; token: string };
      expect(answer.approval_url).toBeNull();
      return { order, token: answer.token };
    },
    /** Asks for the voucher or account, as the payment page's button does. */
    start: (token: string, who = cookie.ana) =>
      send('POST', `/payments/${token}/order/instructions`, undefined, who),
    async instructionsOf(token: string): Promise<PaymentInstructionsView> {
      const res = await send(
        'POST',
        `/payments/${token}/order/instructions`,
        undefined,
        cookie.ana,
      );
      expect(res.status).toBe(200);
      return (await res.json()) as PaymentInstructionsView;
    },
    async orderOf(id: string): Promise<Order> {
      const res = await send('GET', `/orders/${id}`, undefined, cookie.ana);
      expect(res.status).toBe(200);
      return (await res.json()) as Order;
    },
    /** The order as the supplier's staff see it in their list. */
    async supplierSees(id: string): Promise<Order | undefined> {
      const res = await send('GET', `/suppliers/${supplier.id}/orders`, undefined, cookie.owner);
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: Order[] }).results.find((o) => o.id === id);
    },
    async courseStock(): Promise<number> {
      const [row] = await db
        .select({ available: products.available })
        .from(products)
        .where(eq(products.id, course!.id));
      return row!.available;
    },
    /** The e-mails Ana got whose subject names the order. */
    mailsTo: (order: Order) =>
      db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, ana.email!),
            like(outboxMessages.subject, `%${order.number}%`),
          ),
        ),
  };
}
