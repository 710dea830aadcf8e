import 'server-only';

import type { Cashout } from '@/lib/api/schemas/wallet';
import type { walletCashouts } from '@/lib/db/schema';

/** A cash-out request as the API answers it. */
export function cashoutView(row: typeof walletCashouts.$inferSelect): Cashout {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    created_at: row.createdAt.toISOString(),
  };
}
