import type { Cashout, RequestCashoutInput } from '@/lib/api/schemas/wallet';
import { browserApiClient } from '@/lib/api/client';
import type { WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

import { authResult } from './auth-result';

/** A cash-out request (issue 19), under the key that makes a repeat ask once. */
export const walletRequests = {
  cashout: (walletType: WalletTypeId, json: RequestCashoutInput, key: string) =>
    authResult<Cashout>(
      browserApiClient().api.me.wallets[':wallet_type_id'].cashouts.$post({
        param: { wallet_type_id: walletType },
        json,
        header: { 'idempotency-key': key },
      }),
    ),
};
