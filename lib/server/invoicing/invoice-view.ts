import 'server-only';

import type { Invoice, InvoicingProfile } from '@/lib/api/schemas/invoicing';
import type { invoices, invoicingProfiles, orders } from '@/lib/db/schema';
import type { InvoicingData } from '@/lib/domain/invoicing/invoicing-data';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';

type ProfileRow = typeof invoicingProfiles.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = Pick<typeof orders.$inferSelect, 'number' | 'total' | 'currency'>;

export function profileView(row: ProfileRow): InvoicingProfile {
  return {
    id: row.id,
    rfc: row.rfc,
    legal_name: row.legalName,
    tax_regime: row.taxRegime,
    cfdi_use: row.cfdiUse,
    postal_code: row.postalCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The tax data an invoice keeps: a copy of the profile, so later edits never rewrite it. */
export function invoicingDataOf(row: ProfileRow): InvoicingData {
  return {
    rfc: row.rfc,
    legalName: row.legalName,
    taxRegime: row.taxRegime,
    cfdiUse: row.cfdiUse,
    postalCode: row.postalCode,
  };
}

export function invoiceView(row: InvoiceRow, order: OrderRow): Invoice {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: formatOrderNumber(order.number),
    state: row.state,
    data: {
      rfc: row.data.rfc,
      legal_name: row.data.legalName,
      tax_regime: row.data.taxRegime,
      cfdi_use: row.data.cfdiUse,
      postal_code: row.data.postalCode,
    },
    provider: row.provider,
    fiscal_uuid: row.fiscalUuid,
    failure_reason: row.failureReason,
    issued_at: row.issuedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    total: order.total,
    currency: order.currency,
  };
}
