import 'server-only';

import {
  addCatalogueProductRoute,
  addListingRoute,
  moveCatalogueProductRoute,
  moveListingRoute,
  removeCatalogueProductRoute,
  removeListingRoute,
} from '@/lib/api/routes/listings';

import { addCatalogueProduct } from '@/lib/server/listings/add-catalogue-product';
import { addListing } from '@/lib/server/listings/add-listing';
import { moveCatalogueProduct } from '@/lib/server/listings/move-catalogue-product';
import { moveListing } from '@/lib/server/listings/move-listing';
import { removeCatalogueProduct } from '@/lib/server/listings/remove-catalogue-product';
import { removeListing } from '@/lib/server/listings/remove-listing';
import { createRouter } from '../router';

export const listingsHandlers = createRouter()
  .openapi(addListingRoute, async (c) => {
    const { slug, product } = c.req.valid('param');
    const listed = await addListing(c.var.ctx, slug, product, c.req.valid('json'));
    return listed.created ? c.json(listed, 201) : c.json(listed, 200);
  })
  .openapi(removeListingRoute, async (c) => {
    const { slug, product } = c.req.valid('param');
    await removeListing(c.var.ctx, slug, product);
    return c.body(null, 204);
  })
  .openapi(moveListingRoute, async (c) => {
    const { slug, product } = c.req.valid('param');
    return c.json(
      await moveListing(c.var.ctx, slug, product, c.req.valid('json').queue_position),
      200,
    );
  })
  .openapi(addCatalogueProductRoute, async (c) => {
    const { slug, catalogue, product } = c.req.valid('param');
    const placed = await addCatalogueProduct(
      c.var.ctx,
      slug,
      catalogue,
      product,
      c.req.valid('json'),
    );
    return placed.created ? c.json(placed, 201) : c.json(placed, 200);
  })
  .openapi(removeCatalogueProductRoute, async (c) => {
    const { slug, catalogue, product } = c.req.valid('param');
    await removeCatalogueProduct(c.var.ctx, slug, catalogue, product);
    return c.body(null, 204);
  })
  .openapi(moveCatalogueProductRoute, async (c) => {
    const { slug, catalogue, product } = c.req.valid('param');
    const moved = await moveCatalogueProduct(
      c.var.ctx,
      slug,
      catalogue,
      product,
      c.req.valid('json').queue_position,
    );
    return c.json(moved, 200);
  });
