import 'server-only';

import {
  addFilteredToCatalogueRoute,
  cloneCatalogueRoute,
  createCatalogueRoute,
  deleteCatalogueRoute,
  forkCatalogueRoute,
  getCatalogueRoute,
  listCataloguesRoute,
  moveCatalogueProductsRoute,
  moveCatalogueRoute,
  updateCatalogueRoute,
} from '@/lib/api/routes/catalogues';

import { ApiError } from '@/lib/server/errors';
import { addFilteredToCatalogue } from '@/lib/server/catalogues/add-filtered-to-catalogue';
import { cloneCatalogue } from '@/lib/server/catalogues/clone-catalogue';
import { createCatalogue } from '@/lib/server/catalogues/create-catalogue';
import { deleteCatalogue } from '@/lib/server/catalogues/delete-catalogue';
import { forkCatalogue } from '@/lib/server/catalogues/fork-catalogue';
import { getShopCatalogue } from '@/lib/server/catalogues/get-shop-catalogue';
import { listShopCatalogues } from '@/lib/server/catalogues/list-shop-catalogues';
import { moveCatalogue } from '@/lib/server/catalogues/move-catalogue';
import { moveCatalogueProducts } from '@/lib/server/catalogues/move-catalogue-products';
import { updateCatalogue } from '@/lib/server/catalogues/update-catalogue';
import { createRouter } from '../router';

export const cataloguesHandlers = createRouter()
  // Before `/catalogues/{catalogue}` routes, though no method of theirs takes a one-segment POST.
  .openapi(forkCatalogueRoute, async (c) =>
    c.json(await forkCatalogue(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')), 201),
  )
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
  })
  .openapi(cloneCatalogueRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    return c.json(await cloneCatalogue(c.var.ctx, slug, id, body, c.var.locale), 201);
  })
  .openapi(addFilteredToCatalogueRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    return c.json(await addFilteredToCatalogue(c.var.ctx, slug, id, c.req.valid('json')), 200);
  })
  .openapi(moveCatalogueProductsRoute, async (c) => {
    const { slug, catalogue: id } = c.req.valid('param');
    return c.json(await moveCatalogueProducts(c.var.ctx, slug, id, c.req.valid('json')), 200);
  });
