import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { Invoice } from '@/lib/api/schemas/invoicing';
import { invoices, orderLines, orders } from '@/lib/db/schema';
import { invoiceIssueRefusal } from '@/lib/domain/invoicing/invoice-rules';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { type CfdiProvider, CfdiProviderError, cfdiProviderFromEnv } from './cfdi-provider';
import { invoiceView } from './invoice-view';

/**
 * "Emitir factura" on `{base}admin/facturas`: the shop's admin or accountant (`invoices.read`;
 * 403 otherwise, 404 `invoice_not_found` for another shop's invoice) has the configured CFDI
 * provider stamp an asked invoice (or one it refused before). Without a provider: 409
 * `invoicing_not_configured`. Never twice: the invoice is claimed first (its `provider` set while
 * `requested`/`failed` and unclaimed), so a second click meanwhile is 409
 * `invoice_already_issued`; the provider's answer then makes it `issued` (with its id and SAT's
 * UUID) or `failed` with the reason, released to be tried again.
 */
export async function issueInvoice(
  ctx: ServiceContext,
  slug: string,
  invoiceId: string,
  provider: CfdiProvider | null = cfdiProviderFromEnv(),
): Promise<Invoice> {
  const shop = await authorizeShop(ctx, slug, 'invoices.read');
  const [found] = await ctx.db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.shopId, shop.id)))
    .limit(1);
  if (!found) throw new ApiError('invoice_not_found');
  if (!provider) throw new ApiError('invoicing_not_configured');
  const refusal = invoiceIssueRefusal(found.invoice.state, found.order.state);
  if (refusal) throw new ApiError(refusal);

  const [claimed] = await ctx.db
    .update(invoices)
    .set({ provider: provider.name, failureReason: null, updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, invoiceId),
        inArray(invoices.state, ['requested', 'failed']),
        isNull(invoices.provider),
      ),
    )
    .returning();
  if (!claimed) throw new ApiError('invoice_already_issued');

  const { order } = found;
  const lines = await ctx.db
    .select({
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  let outcome: Partial<typeof invoices.$inferInsert>;
  try {
    const issued = await provider.issue({
      invoiceId,
      data: claimed.data,
      orderNumber: formatOrderNumber(order.number),
      currency: order.currency,
      paymentType: order.paymentType,
      lines: [
        ...lines.map((line) => ({
          description: line.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        })),
        ...(order.shippingCost > 0
          ? [{ description: 'Envío', quantity: 1, unitPrice: order.shippingCost }]
          : []),
      ],
    });
    outcome = {
      state: 'issued',
      providerInvoiceId: issued.providerInvoiceId,
      fiscalUuid: issued.fiscalUuid,
      issuedAt: new Date(),
    };
  } catch (error) {
    if (!(error instanceof CfdiProviderError)) console.error('[invoicing] issue failed', error);
    const reason = error instanceof CfdiProviderError ? error.message : 'provider_error';
    // Released (provider null) so the shop may try again once the data is fixed.
    outcome = { state: 'failed', failureReason: reason, provider: null };
  }
  const [row] = await ctx.db
    .update(invoices)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId))
    .returning();
  return invoiceView(row!, order);
}
