import 'server-only';

import { readWalletRoute, requestCashoutRoute } from '@/lib/api/routes/wallet';
import { readWallet } from '@/lib/server/commissions/read-wallet';
import { requestCashout } from '@/lib/server/wallet/request-cashout';

import { createRouter } from '../router';

/** The signed-in user's own wallet, and their cash-out requests. */
export const walletHandlers = createRouter()
  .openapi(readWalletRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await readWallet(c.var.ctx, c.req.valid('param').wallet_type_id, c.req.valid('query')),
      200,
    );
  })
  .openapi(requestCashoutRoute, async (c) => {
    const { cashout, created } = await requestCashout(
      c.var.ctx,
      c.req.valid('param').wallet_type_id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return created ? c.json(cashout, 201) : c.json(cashout, 200);
  });
