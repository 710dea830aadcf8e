import 'server-only';

import {
  addShopFranchiseRoute,
  checkFranchisesInStoreRoute,
  listPublishedFranchisesRoute,
  listShopFranchisesRoute,
  removeShopFranchiseRoute,
} from '@/lib/api/routes/franchises';

import { listPublishedFranchises } from '@/lib/server/franchises/list-published-franchises';
import { listShopFranchises } from '@/lib/server/franchises/list-shop-franchises';
import {
  addShopFranchise,
  checkFranchisesInStore,
  removeShopFranchise,
} from '@/lib/server/franchises/shop-franchise-writes';
import { createRouter } from '../router';

export const franchisesHandlers = createRouter()
  .openapi(listPublishedFranchisesRoute, async (c) =>
    c.json(await listPublishedFranchises(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(listShopFranchisesRoute, async (c) =>
    c.json(
      await listShopFranchises(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    ),
  )
  .openapi(checkFranchisesInStoreRoute, async (c) =>
    c.json(
      await checkFranchisesInStore(c.var.ctx, c.req.valid('param').slug, c.req.valid('json').ids),
      200,
    ),
  )
  .openapi(addShopFranchiseRoute, async (c) => {
    const { slug, franchiseId } = c.req.valid('param');
    const { franchise, created } = await addShopFranchise(c.var.ctx, slug, franchiseId);
    return created ? c.json(franchise, 201) : c.json(franchise, 200);
  })
  .openapi(removeShopFranchiseRoute, async (c) => {
    const { slug, franchiseId } = c.req.valid('param');
    await removeShopFranchise(c.var.ctx, slug, franchiseId);
    return c.body(null, 204);
  });
