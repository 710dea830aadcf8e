import 'server-only';

import { listingIndexRoute } from '@/lib/api/routes/listing-index';

import { listListingIndex } from '@/lib/server/products/list-listing-index';
import { createRouter } from '../router';

export const listingIndexHandlers = createRouter().openapi(listingIndexRoute, async (c) => {
  const page = await listListingIndex(c.var.ctx, c.req.valid('param').slug, c.req.valid('query'));
  return c.json(page, 200);
});
