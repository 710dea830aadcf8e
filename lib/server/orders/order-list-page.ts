import 'server-only';

import { and, asc, count, desc, eq, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';

import type { Order, OrderListQuery } from '@/lib/api/schemas/checkout';
import { orderLines, orders, suppliers, users } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
import type { OrderSort } from '@/lib/domain/orders/order-filters';
import { parseOrderNumber } from '@/lib/domain/orders/order-number';
import { escapeLike } from '@/lib/domain/search/search-text';
import { dayStart } from '@/lib/db/day-start';

import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';

const CANCELLED: OrderState[] = ['canceled_by_customer', 'canceled_by_supplier'];

/**
 * Whose list it is: the customer searches by supplier, the supplier by who receives, the shop's
 * back office by either.
 */
export type OrderListSide = 'customer' | 'supplier' | 'shop';

const folded = (value: SQL) => sql`tienda_unaccent(lower(${value}))`;

/**
 * The text filter: the order number (`TD-000123`, `123`: that one order), transfer reference, a product bought, and the other party (the
 * supplier for a customer; for a supplier, the customer's name or the receiver's; both for the
 * shop).
 */
function textMatch(text: string, side: OrderListSide): SQL {
  const pattern = sql`tienda_unaccent(${`%${escapeLike(text.toLowerCase())}%`})`;
  const supplier = sql`exists (select 1 from ${suppliers} where ${suppliers.id} = ${orders.supplierId} and ${folded(sql`${suppliers.name}`)} like ${pattern})`;
  const receiver = or(
    sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${folded(sql`${users.fullName}`)} like ${pattern})`,
    sql`${folded(sql`coalesce(${orders.address}->>'name', '')`)} like ${pattern}`,
  )!;
  const parties =
    side === 'customer' ? [supplier] : side === 'supplier' ? [receiver] : [supplier, receiver];
  const number = parseOrderNumber(text);
  return or(
    ...(number === null ? [] : [eq(orders.number, number)]),
    sql`lower(coalesce(${orders.transferReference}, '')) like ${pattern}`,
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${folded(sql`${orderLines.name}`)} like ${pattern})`,
    ...parties,
  )!;
}

/** The conditions of the query's filters, beside `scope` (whose orders). */
function filterConditions(scope: SQL, query: OrderListQuery, side: OrderListSide): SQL {
  const conditions: SQL[] = [scope];
  if (query.state) conditions.push(eq(orders.state, query.state));
  if (query.payment_type) conditions.push(eq(orders.paymentType, query.payment_type));
  if (query.delivery_type) conditions.push(eq(orders.deliveryType, query.delivery_type));
  if (query.start_date) conditions.push(sql`${orders.createdAt} >= ${dayStart(query.start_date)}`);
  if (query.end_date) conditions.push(sql`${orders.createdAt} < ${dayStart(query.end_date, 1)}`);
  if (!query.include_delivered) conditions.push(ne(orders.state, 'delivered'));
  if (!query.include_canceled) conditions.push(notInArray(orders.state, CANCELLED));
  if (query.text) conditions.push(textMatch(query.text, side));
  return and(...conditions)!;
}

const SORTS: Record<OrderSort, SQL[]> = {
  '-updated_at': [desc(orders.updatedAt), desc(orders.id)],
  updated_at: [asc(orders.updatedAt), asc(orders.id)],
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
};

/**
 * One page of the orders in `scope` that pass the query's filters (spec 02 §7 "List orders"),
 * with how many pass in all.
 */
export async function orderListPage(
  ctx: ServiceContext,
  scope: SQL,
  query: OrderListQuery,
  side: OrderListSide,
): Promise<{ results: Order[]; matches_estimated: number }> {
  const where = filterConditions(scope, query, side);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .offset(query.offset)
      .limit(query.limit),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ]);
  return { results: await orderViews(ctx.db, rows), matches_estimated: total };
}
