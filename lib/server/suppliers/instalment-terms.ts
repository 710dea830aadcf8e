import 'server-only';

import { eq } from 'drizzle-orm';

import type { SupplierInstalments } from '@/lib/api/schemas/supplier-instalments';
import type { Db } from '@/lib/db/client';
import { suppliers } from '@/lib/db/schema';
import {
  normalizeInstalmentMonths,
  type SupplierInstalmentTerms,
} from '@/lib/domain/payments/instalments';

/**
 * What a supplier offers in card instalments (`suppliers.instalment_months`,
 * `instalment_min_amount`); null for no such supplier. Read when plans are asked for and again
 * when a shopper pays, so a change by the supplier counts from the next payment on.
 */
export async function supplierInstalmentTerms(
  db: Pick<Db, 'select'>,
  supplierId: string,
): Promise<SupplierInstalmentTerms | null> {
  const [row] = await db
    .select({ months: suppliers.instalmentMonths, minAmount: suppliers.instalmentMinAmount })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row ? { months: normalizeInstalmentMonths(row.months), minAmount: row.minAmount } : null;
}

/** The terms as the API answers them. */
export function instalmentsView(terms: SupplierInstalmentTerms): SupplierInstalments {
  return {
    instalment_months: normalizeInstalmentMonths(terms.months),
    instalment_min_amount: terms.minAmount,
  };
}
