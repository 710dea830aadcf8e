import { createRoute } from '@hono/zod-openapi';

import { WalletParamSchema, WalletQuerySchema, WalletSchema } from '../schemas/wallet';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** The reseller's wallet (spec 03 §3 "Wallet", spec 02 §7): always the signed-in user's own. */
export const readWalletRoute = createRoute({
  operationId: 'readWallet',
  method: 'get',
  path: '/me/wallets/{wallet_type_id}',
  security: signedIn,
  tags: ['me'],
  summary:
    "The signed-in user's wallet: balance, pending and available per currency, the next cut-off date and the ledger (newest first, 10 a page)",
  request: { params: WalletParamSchema, query: WalletQuerySchema },
  responses: {
    200: jsonContent(WalletSchema, 'The wallet and a page of its ledger'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
