import 'server-only';

import { and, count, desc, eq, type SQL } from 'drizzle-orm';

import type { ShopReturnsPage, ShopReturnsQuery } from '@/lib/api/schemas/returns';
import { orderReturns, orders, suppliers, users } from '@/lib/db/schema';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { returnView } from './return-view';

/**
 * `{base}admin/solicitudes`: the return requests on the orders placed in the shop, across its
 * suppliers, newest first — for its owner and staff with `orders.read` (403 for anyone else),
 * read only and without the supplier's internal notes. `state` keeps those open or closed.
 */
export async function listShopReturns(
  ctx: ServiceContext,
  slug: string,
  query: ShopReturnsQuery,
): Promise<ShopReturnsPage> {
  const shop = await authorizeShop(ctx, slug, 'orders.read');
  const where: SQL[] = [eq(orders.shopId, shop.id)];
  if (query.state) where.push(eq(orderReturns.state, query.state));
  const matching = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ret: orderReturns,
        order: orders,
        customer: users.fullName,
        supplier: suppliers.name,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .where(matching)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db
      .select({ n: count() })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(matching),
  ]);
  return {
    results: rows.map(({ ret, order, customer, supplier }) => ({
      ...returnView(ret, 'customer'),
      order: {
        id: order.id,
        number: formatOrderNumber(order.number),
        customer_name: customer,
        supplier_name: supplier,
        total: order.total,
        currency: order.currency,
      },
    })),
    matches_estimated: total?.n ?? 0,
  };
}
