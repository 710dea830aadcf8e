import 'server-only';

import {
  decideReturnRoute,
  listReturnsRoute,
  listShopReturnsRoute,
  requestReturnRoute,
} from '@/lib/api/routes/returns';
import { decideReturn } from '@/lib/server/returns/decide-return';
import { listOrderReturns } from '@/lib/server/returns/list-returns';
import { listShopReturns } from '@/lib/server/returns/list-shop-returns';
import { requestReturn } from '@/lib/server/returns/request-return';

import { createRouter } from '../router';

/** Returns of delivered orders (spec 02 §3 "Return request", §9 72 hours). */
export const returnsHandlers = createRouter()
  .openapi(requestReturnRoute, async (c) =>
    c.json(await requestReturn(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(listReturnsRoute, async (c) =>
    c.json(await listOrderReturns(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(decideReturnRoute, async (c) => {
    const { id, returnId } = c.req.valid('param');
    return c.json(await decideReturn(c.var.ctx, id, returnId, c.req.valid('json')), 200);
  })
  .openapi(listShopReturnsRoute, async (c) =>
    c.json(await listShopReturns(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')), 200),
  );
