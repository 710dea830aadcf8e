import 'server-only';

import { listCategoriesRoute, shopCategoriesRoute } from '@/lib/api/routes/categories';

import { listCategories } from '@/lib/server/categories/list-categories';
import { listShopTopCategories } from '@/lib/server/categories/list-shop-top-categories';
import { createRouter } from '../router';

export const categoriesHandlers = createRouter()
  .openapi(shopCategoriesRoute, async (c) => {
    const results = await listShopTopCategories(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('query').limit,
    );
    return c.json({ results }, 200);
  })
  .openapi(listCategoriesRoute, async (c) =>
    c.json({ results: await listCategories(c.var.ctx) }, 200),
  );
