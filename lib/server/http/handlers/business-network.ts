import 'server-only';

import {
  listNetworkBusinessesRoute,
  listNetworkProductsRoute,
} from '@/lib/api/routes/business-network';
import { listNetworkBusinesses } from '@/lib/server/business-network/list-network-businesses';
import { listNetworkProducts } from '@/lib/server/business-network/list-network-products';

import { createRouter } from '../router';

export const businessNetworkHandlers = createRouter()
  .openapi(listNetworkBusinessesRoute, async (c) =>
    c.json(await listNetworkBusinesses(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(listNetworkProductsRoute, async (c) =>
    c.json(await listNetworkProducts(c.var.ctx, c.req.valid('query')), 200),
  );
