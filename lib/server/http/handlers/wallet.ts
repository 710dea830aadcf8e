import 'server-only';

import { readWalletRoute } from '@/lib/api/routes/wallet';
import { readWallet } from '@/lib/server/commissions/read-wallet';

import { createRouter } from '../router';

/** The signed-in user's own wallet. */
export const walletHandlers = createRouter().openapi(readWalletRoute, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    await readWallet(c.var.ctx, c.req.valid('param').wallet_type_id, c.req.valid('query')),
    200,
  );
});
