import 'server-only';

import { getReceiptRoute, issueReceiptRoute } from '@/lib/api/routes/receipts';

import { issueReceipt } from '@/lib/server/orders/issue-receipt';
import { readReceipt } from '@/lib/server/orders/read-receipt';
import { createRouter } from '../router';

/** Receipts of paid orders: the supplier issues them, both parties read them (spec 02 §7). */
export const receiptsHandlers = createRouter()
  .openapi(issueReceiptRoute, async (c) => {
    const { id, order } = c.req.valid('param');
    const { receipt, created } = await issueReceipt(c.var.ctx, id, order);
    return created ? c.json(receipt, 201) : c.json(receipt, 200);
  })
  .openapi(getReceiptRoute, async (c) =>
    c.json(await readReceipt(c.var.ctx, c.req.valid('param').id), 200),
  );
