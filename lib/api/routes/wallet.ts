import { createRoute } from '@hono/zod-openapi';

import { IdempotencyHeaderSchema } from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import {
  CashoutSchema,
  RequestCashoutSchema,
  WalletParamSchema,
  WalletQuerySchema,
  WalletSchema,
} from '../schemas/wallet';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
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

export const requestCashoutRoute = createRoute({
  operationId: 'requestCashout',
  method: 'post',
  path: '/me/wallets/{wallet_type_id}/cashouts',
  security: signedIn,
  tags: ['me'],
  summary:
    'The signed-in user asks to take an amount out of what is available in their wallet (paid at the next cut-off)',
  description:
    'Never more than `available_for_cashout` in that currency (422 `cashout_exceeds_available`); the request holds its amount at once. Idempotent: send one `Idempotency-Key` per request; a repeat with the same body answers 200 with the same request, another body is 422 `idempotency_key_reused`.',
  request: {
    params: WalletParamSchema,
    headers: IdempotencyHeaderSchema,
    body: jsonBody(RequestCashoutSchema),
  },
  responses: {
    200: jsonContent(CashoutSchema, 'The request made earlier under this key'),
    201: jsonContent(CashoutSchema, 'The new request'),
    ...unauthorizedResponse,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields`; `cashout_exceeds_available`; `idempotency_key_reused`',
    ),
  },
});
