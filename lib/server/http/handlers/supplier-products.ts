import 'server-only';

import {
  createSupplierProductRoute,
  getSupplierProductRoute,
  listSupplierProductsRoute,
  retireSupplierProductRoute,
  setSupplierProductVisibilityRoute,
  updateSupplierProductRoute,
} from '@/lib/api/routes/supplier-products';

import { createSupplierProduct } from '@/lib/server/supplier-products/create-supplier-product';
import { getSupplierProduct } from '@/lib/server/supplier-products/get-supplier-product';
import { listSupplierProducts } from '@/lib/server/supplier-products/list-supplier-products';
import { retireSupplierProduct } from '@/lib/server/supplier-products/retire-supplier-product';
import { setProductVisibility } from '@/lib/server/supplier-products/set-product-visibility';
import { updateSupplierProduct } from '@/lib/server/supplier-products/update-supplier-product';
import { createRouter } from '../router';

/** A supplier's own items, for its owner and admins (issue 16). */
export const supplierProductsHandlers = createRouter()
  .openapi(listSupplierProductsRoute, async (c) =>
    c.json(
      await listSupplierProducts(c.var.ctx, c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
  )
  .openapi(createSupplierProductRoute, async (c) =>
    c.json(
      await createSupplierProduct(c.var.ctx, c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
  )
  .openapi(getSupplierProductRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    return c.json(await getSupplierProduct(c.var.ctx, id, product), 200);
  })
  .openapi(updateSupplierProductRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    return c.json(await updateSupplierProduct(c.var.ctx, id, product, c.req.valid('json')), 200);
  })
  .openapi(setSupplierProductVisibilityRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    return c.json(await setProductVisibility(c.var.ctx, id, product, c.req.valid('json')), 200);
  })
  .openapi(retireSupplierProductRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    await retireSupplierProduct(c.var.ctx, id, product);
    return c.body(null, 204);
  });
