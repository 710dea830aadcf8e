import 'server-only';

import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';

import type { InvoicesPage, InvoicesQuery, ShopInvoicesPage } from '@/lib/api/schemas/invoicing';
import { dayStart } from '@/lib/db/day-start';
import { invoices, orders, suppliers, users } from '@/lib/db/schema';
import { parseOrderNumber } from '@/lib/domain/orders/order-number';
import { escapeLike } from '@/lib/domain/search/search-text';

import { authorizeShop, requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { cfdiProviderFromEnv } from './cfdi-provider';
import { invoiceView } from './invoice-view';

/** The InvoicesFilter's conditions beside `scope` (whose invoices). */
function filterConditions(scope: SQL, query: InvoicesQuery): SQL {
  const conditions: SQL[] = [scope];
  if (query.state) conditions.push(eq(invoices.state, query.state));
  if (query.from) conditions.push(sql`${invoices.createdAt} >= ${dayStart(query.from)}`);
  if (query.to) conditions.push(sql`${invoices.createdAt} < ${dayStart(query.to, 1)}`);
  if (query.text) {
    const pattern = `%${escapeLike(query.text.toLowerCase())}%`;
    const number = parseOrderNumber(query.text);
    conditions.push(
      or(
        sql`lower(${invoices.data}->>'rfc') like ${pattern}`,
        sql`lower(${invoices.data}->>'legalName') like ${pattern}`,
        ...(number === null ? [] : [eq(orders.number, number)]),
      )!,
    );
  }
  return and(...conditions)!;
}

async function invoicePage(ctx: ServiceContext, scope: SQL, query: InvoicesQuery) {
  const where = filterConditions(scope, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        invoice: invoices,
        order: orders,
        customer: users.fullName,
        supplier: suppliers.name,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .innerJoin(suppliers, eq(suppliers.id, invoices.supplierId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** `/facturas`: the signed-in customer's invoices, newest first, through the InvoicesFilter. */
export async function listMyInvoices(
  ctx: ServiceContext,
  query: InvoicesQuery,
): Promise<InvoicesPage> {
  const { userId } = requireUser(ctx.actor);
  const { rows, total } = await invoicePage(ctx, eq(invoices.userId, userId), query);
  return {
    results: rows.map(({ invoice, order }) => invoiceView(invoice, order)),
    matches_estimated: total,
  };
}

/**
 * `{base}admin/facturas`: the invoices asked on the orders placed in the shop, for its admins and
 * accountants (`invoices.read`; 403 for anyone else, the admins of other shops included), with
 * whether a CFDI provider is configured to issue them.
 */
export async function listShopInvoices(
  ctx: ServiceContext,
  slug: string,
  query: InvoicesQuery,
): Promise<ShopInvoicesPage> {
  const shop = await authorizeShop(ctx, slug, 'invoices.read');
  const { rows, total } = await invoicePage(ctx, eq(invoices.shopId, shop.id), query);
  return {
    results: rows.map(({ invoice, order, customer, supplier }) => ({
      ...invoiceView(invoice, order),
      customer_name: customer,
      supplier_name: supplier,
    })),
    matches_estimated: total,
    can_issue: cfdiProviderFromEnv() !== null,
  };
}
