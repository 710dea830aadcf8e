import 'server-only';

import { randomUUID } from 'node:crypto';

import type { SupplierProduct, SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import { products } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { checkItemReferences } from './check-item-references';
import { itemValues } from './item-values';
import { authorizeSupplierItems } from './supplier-product-access';
import {
  readProductVariants,
  reshapeSupplierProduct,
  supplierProductColumns,
} from './supplier-product-view';
import { writeVariantRows } from './write-variant-rows';

/**
 * A new item of the supplier, with its per-combination rows, in one transaction (issue 16). It is
 * dropshipping when the supplier is. No shop lists it yet, so no cached page needs expiring.
 * Refusals: 401, 404 `supplier_not_found`, 403 `forbidden` (`authorizeSupplierItems`); 422 for
 * fields (the schema's, and `invalid_category` / `invalid_photo`).
 */
export async function createSupplierProduct(
  ctx: ServiceContext,
  supplierId: string,
  input: SupplierProductInput,
): Promise<SupplierProduct> {
  return ctx.db.transaction(async (tx) => {
    const supplier = await authorizeSupplierItems(ctx, supplierId, tx);
    await checkItemReferences(tx, supplierId, input);
    const { values, sanitized } = itemValues(input);
    const [row] = await tx
      .insert(products)
      .values({
        id: `prd_${randomUUID()}`,
        ownerId: supplierId,
        isDropshipping: supplier.isDropshipping,
        ...values,
      })
      .returning(supplierProductColumns);
    await writeVariantRows(tx, row!.id, row!.variants, input.variant_stock);
    return {
      ...reshapeSupplierProduct(row!, await readProductVariants(tx, row!.id)),
      sanitized,
    };
  });
}
