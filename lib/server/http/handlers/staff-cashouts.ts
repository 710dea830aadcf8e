import 'server-only';

import {
  listStaffCashoutsRoute,
  payCashoutRoute,
  rejectCashoutRoute,
} from '@/lib/api/routes/staff-cashouts';
import { decideCashout } from '@/lib/server/wallet/decide-cashout';
import { listStaffCashouts } from '@/lib/server/wallet/staff-cashout-view';

import { createRouter } from '../router';

/** Platform staff (user level 3) pay cash-out requests out or reject them (issue 19). */
export const staffCashoutsHandlers = createRouter()
  .openapi(listStaffCashoutsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listStaffCashouts(c.var.ctx, c.req.valid('query')), 200);
  })
  .openapi(payCashoutRoute, async (c) => {
    const { cashout } = await decideCashout(c.var.ctx, c.req.valid('param').cashout_id, {
      state: 'paid',
      paymentReference: c.req.valid('json').payment_reference,
    });
    return c.json(cashout, 200);
  })
  .openapi(rejectCashoutRoute, async (c) => {
    const { cashout } = await decideCashout(c.var.ctx, c.req.valid('param').cashout_id, {
      state: 'rejected',
      reason: c.req.valid('json').reason,
    });
    return c.json(cashout, 200);
  });
