import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { Wallet } from '@/lib/api/schemas/wallet';
import { pageOffset } from '@/lib/domain/request/paging';
import { WALLET_PAGE_SIZE, type WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

/** One page (1-based, 10 a page) of the signed-in visitor's wallet of a type. */
export async function readMyWallet(
  walletType: WalletTypeId,
  page: number,
): Promise<OrdersRead<Wallet>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<Wallet>('wallet', () =>
    api.api.me.wallets[':wallet_type_id'].$get({
      param: { wallet_type_id: walletType },
      query: {
        offset: String(pageOffset(page, WALLET_PAGE_SIZE)),
        limit: String(WALLET_PAGE_SIZE),
      },
    }),
  );
}
