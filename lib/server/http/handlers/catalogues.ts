import 'server-only';

import {
  createCatalogueRoute,
  deleteCatalogueRoute,
  getCatalogueRoute,
  listCataloguesRoute,
  moveCatalogueRoute,
  updateCatalogueRoute,
} from '@/lib/api/routes/catalogues';

import { ApiError } from '@/lib/server/errors';
import { createCatalogue } from '@/lib/server/catalogues/create-catalogue';
import { deleteCatalogue } from '@/lib/server/catalogues/delete-catalogue';
import { getShopCatalogue } from '@/lib/server/catalogues/get-shop-catalogue';
import { listShopCatalogues } from '@/lib/server/catalogues/list-shop-catalogues';
import { moveCatalogue } from '@/lib/server/catalogues/move-catalogue';
import { updateCatalogue } from '@/lib/server/catalogues/update-catalogue';
import { createRouter } from '../router';

export const cataloguesHandlers = createRouter()
  .openapi(listCataloguesRoute, async (c) => {
    const page = await listShopCatalogues(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('query'),
    );
    return c.json(page, 200);
  })
  .openapi(getCatalogueRoute, async (c) => {
    const { slug, catalogue } = c.req.valid('param');
    const detail = await getShopCatalogue(c.var.ctx, slug, catalogue, c.req.valid('query'));
    if (!detail) throw new ApiError('catalogue_not_found');
    return c.json(detail, 200);
  })
  .openapi(createCatalogueRoute, async (c) => {
    const created = await createCatalogue(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('json'),
    );
    return c.json(created, 201);
  })
  .openapi(updateCatalogueRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    return c.json(await updateCatalogue(c.var.ctx, slug, id, c.req.valid('json')), 200);
  })
  .openapi(deleteCatalogueRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    await deleteCatalogue(c.var.ctx, slug, id, c.req.valid('query'));
    return c.body(null, 204);
  })
  .openapi(moveCatalogueRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    return c.json(await moveCatalogue(c.var.ctx, slug, id, c.req.valid('json').position), 200);
  });
