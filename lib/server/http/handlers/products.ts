import 'server-only';

import { getProductRoute, listProductsRoute, searchProductsRoute } from '@/lib/api/routes/products';

import { ApiError } from '@/lib/server/errors';
import { getShopProduct } from '@/lib/server/products/get-shop-product';
import { listShopProducts } from '@/lib/server/products/list-shop-products';
import { searchShopProducts } from '@/lib/server/search/search-shop-products';
import { createRouter } from '../router';

export const productsHandlers = createRouter()
  .openapi(listProductsRoute, async (c) => {
    const page = await listShopProducts(c.var.ctx, c.req.valid('param').slug, c.req.valid('query'));
    return c.json(page, 200);
  })
  .openapi(searchProductsRoute, async (c) => {
    const page = await searchShopProducts(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('query'),
    );
    return c.json(page, 200);
  })
  .openapi(getProductRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    const product = await getShopProduct(c.var.ctx, slug, id);
    if (!product) throw new ApiError('product_not_found');
    return c.json(product, 200);
  });
