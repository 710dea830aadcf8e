import 'server-only';

import { issueRefundRoute, listRefundsRoute } from '@/lib/api/routes/refunds';
import { issueRefund } from '@/lib/server/refunds/issue-refund';
import { listOrderRefunds } from '@/lib/server/refunds/list-refunds';

import { createRouter } from '../router';

/** Refunds of paid orders (spec 02 §3 "Refund"). */
export const refundsHandlers = createRouter()
  .openapi(issueRefundRoute, async (c) => {
    const { refund, created } = await issueRefund(
      c.var.ctx,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return created ? c.json(refund, 201) : c.json(refund, 200);
  })
  .openapi(listRefundsRoute, async (c) =>
    c.json(await listOrderRefunds(c.var.ctx, c.req.valid('param').id), 200),
  );
