import 'server-only';

import { getCatalogueRoute, listCataloguesRoute } from '@/lib/api/routes/catalogues';

import { ApiError } from '../errors';
import { getShopCatalogue } from '../catalogues/get-shop-catalogue';
import { listShopCatalogues } from '../catalogues/list-shop-catalogues';
import { createRouter } from './router';

export const cataloguesApi = createRouter()
  .openapi(listCataloguesRoute, async (c) => {
    const page = await listShopCatalogues(c.var.ctx, c.req.valid('param').slug, c.req.valid('query'));
    return c.json(page, 200);
  })
  .openapi(getCatalogueRoute, async (c) => {
    const { slug, catalogue } = c.req.valid('param');
    const detail = await getShopCatalogue(c.var.ctx, slug, catalogue, c.req.valid('query'));
    if (!detail) throw new ApiError('catalogue_not_found');
    return c.json(detail, 200);
  });
