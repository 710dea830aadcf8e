import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products, suppliers } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplier } from '../orders/supplier-access';
import { type ProductRecord, supplierProductColumns } from './supplier-product-view';

type Reader = Pick<Db, 'select'>;

/**
 * Who may work on a supplier's items: its owner and admins (`items.manage`, lib/domain/orders/
 * supplier-policy.ts). 401 for anonymous visitors, 404 `supplier_not_found` for anyone without a
 * role on the supplier (shop owners and other suppliers included), 403 `forbidden` for its
 * accountants and dispatchers. `db` may be a transaction.
 */
export async function authorizeSupplierItems(
  ctx: ServiceContext,
  supplierId: string,
  db: Reader = ctx.db,
) {
  await authorizeSupplier({ db, actor: ctx.actor }, supplierId, 'items.manage');
  const [supplier] = await db
    .select({ id: suppliers.id, isDropshipping: suppliers.isDropshipping })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return supplier!;
}

/**
 * One of the supplier's items, not retired; 404 `product_not_found` otherwise (another
 * supplier's item too, so ids reveal nothing). `lock` takes its row for the caller's transaction.
 */
export async function requireSupplierProduct(
  db: Reader,
  supplierId: string,
  productId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProductRecord> {
  const query = db
    .select(supplierProductColumns)
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.ownerId, supplierId), isNull(products.retiredAt)),
    )
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ApiError('product_not_found');
  return row;
}
