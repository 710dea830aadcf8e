import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { InvoiceState, InvoicingData } from '../../domain/invoicing/invoicing-data';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';
import { shops } from './shops';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * A customer's tax data for Mexican invoices (spec 02 §3 "Invoicing data": tax regime, CFDI use;
 * with the RFC, the legal name and the fiscal postal code CFDI 4.0 asks for). A customer may keep
 * several (one per RFC) and pick one at checkout or later.
 */
export const invoicingProfiles = pgTable(
  'invoicing_profiles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rfc: text('rfc').notNull(),
    legalName: text('legal_name').notNull(),
    /** SAT's c_RegimenFiscal code, e.g. '612'. */
    taxRegime: text('tax_regime').notNull(),
    /** SAT's c_UsoCFDI code, e.g. 'G03'. */
    cfdiUse: text('cfdi_use').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('invoicing_profiles_user_rfc_key').on(t.userId, t.rfc)],
);

/**
 * An invoice asked for one order (at most one per order): a copy of the tax data as it was asked,
 * `requested` until a CFDI provider (behind keys) issues it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    data: jsonb('data').$type<InvoicingData>().notNull(),
    state: text('state').$type<InvoiceState>().notNull().default('requested'),
    /** The CFDI provider that issued it, with its id and the SAT's folio fiscal (UUID). */
    provider: text('provider'),
    providerInvoiceId: text('provider_invoice_id'),
    fiscalUuid: text('fiscal_uuid'),
    failureReason: text('failure_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId, t.shopId),
    index('invoices_shop_idx').on(t.shopId, t.createdAt),
    index('invoices_supplier_idx').on(t.supplierId, t.createdAt),
    index('invoices_user_idx').on(t.userId, t.createdAt),
  ],
);
