import 'server-only';

import {
  createSupplierProductRoute,
  getSupplierInventoryReportCsvRoute,
  getSupplierInventoryReportRoute,
  getSupplierProductRoute,
  listSupplierProductsRoute,
  retireSupplierProductRoute,
  setSupplierProductsVisibilityRoute,
  setSupplierProductStockRoute,
  setSupplierProductVisibilityRoute,
  updateSupplierProductRoute,
} from '@/lib/api/routes/supplier-products';

import { createSupplierProduct } from '@/lib/server/supplier-products/create-supplier-product';
import { getSupplierProduct } from '@/lib/server/supplier-products/get-supplier-product';
import {
  getInventoryReport,
  inventoryReportCsv,
} from '@/lib/server/supplier-products/inventory-report';
import { listSupplierProducts } from '@/lib/server/supplier-products/list-supplier-products';
import { retireSupplierProduct } from '@/lib/server/supplier-products/retire-supplier-product';
import { setProductStock } from '@/lib/server/supplier-products/set-product-stock';
import { setProductVisibility } from '@/lib/server/supplier-products/set-product-visibility';
import { setProductsVisibility } from '@/lib/server/supplier-products/set-products-visibility';
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
  // Before `/products/{product}`: `visibility` is not an item id.
  .openapi(setSupplierProductsVisibilityRoute, async (c) =>
    c.json(
      await setProductsVisibility(c.var.ctx, c.req.valid('param').id, c.req.valid('json')),
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
  .openapi(setSupplierProductStockRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    return c.json(await setProductStock(c.var.ctx, id, product, c.req.valid('json')), 200);
  })
  .openapi(getSupplierInventoryReportRoute, async (c) =>
    c.json(await getInventoryReport(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(getSupplierInventoryReportCsvRoute, async (c) => {
    const { lang } = c.req.valid('query');
    const csv = await inventoryReportCsv(c.var.ctx, c.req.valid('param').id, lang);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${lang === 'es' ? 'inventario' : 'inventory'}.csv"`,
      'cache-control': 'private, no-store',
    });
  })
  .openapi(retireSupplierProductRoute, async (c) => {
    const { id, product } = c.req.valid('param');
    await retireSupplierProduct(c.var.ctx, id, product);
    return c.body(null, 204);
  });
