import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderRefunds } from '@/lib/db/schema';
import type { RefundMethod, RefundState } from '@/lib/domain/orders/refunds';

import type { WrittenAlert } from '../alerts/write-order-alerts';
import { settleRefund } from './settle-refund';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How a provider's webhook says a refund ended. */
export interface RefundOutcome {
  method: Exclude<RefundMethod, 'manual'>;
  /** Our refund's id, when the provider carries it back (Stripe metadata, PayPal invoice id). */
  refundId: string | null;
  providerRefundId: string;
  state: RefundState;
  failureReason: string | null;
}

/**
 * Settles the refund a provider's webhook speaks of, in the transaction that records the event:
 * found by our id, else by the provider's refund id; a refund of someone else's, or one already
 * final, changes nothing. The alerts a success wrote, for the caller to e-mail after the commit.
 */
export async function applyRefundOutcome(tx: Tx, outcome: RefundOutcome): Promise<WrittenAlert[]> {
  const [row] = await tx
    .select({ id: orderRefunds.id, providerRefundId: orderRefunds.providerRefundId })
    .from(orderRefunds)
    .where(
      outcome.refundId
        ? and(eq(orderRefunds.id, outcome.refundId), eq(orderRefunds.method, outcome.method))
        : and(
            eq(orderRefunds.method, outcome.method),
            eq(orderRefunds.providerRefundId, outcome.providerRefundId),
          ),
    )
    .limit(1);
  if (!row) return [];
  // Our id with another provider refund id is not this refund.
  if (row.providerRefundId && row.providerRefundId !== outcome.providerRefundId) return [];
  const { alerted } = await settleRefund(tx, row.id, {
    state: outcome.state,
    providerRefundId: outcome.providerRefundId,
    failureReason: outcome.failureReason,
  });
  return alerted;
}
