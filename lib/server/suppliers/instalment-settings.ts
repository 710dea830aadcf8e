import 'server-only';

import { eq } from 'drizzle-orm';

import type {
  SupplierInstalments,
  SupplierInstalmentsInput,
} from '@/lib/api/schemas/supplier-instalments';
import { suppliers } from '@/lib/db/schema';
import { normalizeInstalmentMonths } from '@/lib/domain/payments/instalments';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplier } from '../orders/supplier-access';
import { instalmentsView, supplierInstalmentTerms } from './instalment-terms';

/**
 * Who decides a supplier's instalments: those who decide what it sells and for how much — its
 * owner and admins (`items.manage`). The fee of meses sin intereses comes out of the sale.
 * Anyone without a role on the supplier gets 404 `supplier_not_found`; other staff 403.
 */
const ACTION = 'items.manage' as const;

/** The supplier's instalment terms, for its owner and admins. */
export async function readSupplierInstalments(
  ctx: ServiceContext,
  supplierId: string,
): Promise<SupplierInstalments> {
  await authorizeSupplier(ctx, supplierId, ACTION);
  const terms = await supplierInstalmentTerms(ctx.db, supplierId);
  if (!terms) throw new ApiError('supplier_not_found');
  return instalmentsView(terms);
}

/**
 * Sets which month counts (3, 6, 9, 12) the supplier offers and from which order total. Setting
 * the same twice changes nothing more; orders already paid keep the plan they were paid with.
 */
export async function setSupplierInstalments(
  ctx: ServiceContext,
  supplierId: string,
  input: SupplierInstalmentsInput,
): Promise<SupplierInstalments> {
  await authorizeSupplier(ctx, supplierId, ACTION);
  const months = normalizeInstalmentMonths(input.instalment_months);
  const [row] = await ctx.db
    .update(suppliers)
    .set({ instalmentMonths: months, instalmentMinAmount: input.instalment_min_amount })
    .where(eq(suppliers.id, supplierId))
    .returning({ months: suppliers.instalmentMonths, minAmount: suppliers.instalmentMinAmount });
  if (!row) throw new ApiError('supplier_not_found');
  return instalmentsView(row);
}
