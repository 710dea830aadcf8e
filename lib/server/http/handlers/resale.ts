import 'server-only';

import {
  bulkAddResaleProductsRoute,
  checkProductsInStoreRoute,
  getCommissionRateRoute,
  listResaleProductsRoute,
  searchResaleCategoriesRoute,
  searchResaleSuppliersRoute,
  suggestResaleProductsRoute,
} from '@/lib/api/routes/resale';

import { bulkAddResaleProducts } from '@/lib/server/resale/bulk-add-resale-products';
import { checkProductsInStore } from '@/lib/server/resale/check-products-in-store';
import { getCommissionRate } from '@/lib/server/resale/get-commission-rate';
import { listResaleProducts } from '@/lib/server/resale/list-resale-products';
import { searchResaleCategories } from '@/lib/server/resale/search-resale-categories';
import { searchResaleSuppliers } from '@/lib/server/resale/search-resale-suppliers';
import { suggestResaleProducts } from '@/lib/server/resale/suggest-resale-products';
import { createRouter } from '../router';

export const resaleHandlers = createRouter()
  .openapi(listResaleProductsRoute, async (c) =>
    c.json(
      await listResaleProducts(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(suggestResaleProductsRoute, async (c) =>
    c.json(
      await suggestResaleProducts(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(searchResaleSuppliersRoute, async (c) =>
    c.json(
      await searchResaleSuppliers(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(searchResaleCategoriesRoute, async (c) =>
    c.json(
      await searchResaleCategories(
        c.var.ctx,
        c.req.valid('param').slug,
        c.req.valid('query'),
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(checkProductsInStoreRoute, async (c) =>
    c.json(
      await checkProductsInStore(c.var.ctx, c.req.valid('param').slug, c.req.valid('json').ids),
      200,
    ),
  )
  .openapi(getCommissionRateRoute, async (c) =>
    c.json(await getCommissionRate(c.var.ctx, c.req.valid('param').slug), 200),
  )
  .openapi(bulkAddResaleProductsRoute, async (c) =>
    c.json(
      await bulkAddResaleProducts(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')),
      200,
    ),
  );
