import 'server-only';

import type { Cashout } from '@/lib/api/schemas/wallet';
import type { walletCashoutDecisions, walletCashouts } from '@/lib/db/schema';

type Decision = Pick<typeof walletCashoutDecisions.$inferSelect, 'paymentReference' | 'reason'>;

/** A cash-out request as the API answers it, with what staff noted when they settled it. */
export function cashoutView(
  row: typeof walletCashouts.$inferSelect,
  decision: Decision | null = null,
): Cashout {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    payment_reference: decision?.paymentReference ?? null,
    reason: decision?.reason ?? null,
  };
}
