import 'server-only';

import { cache } from 'react';

import { visitorClient } from '@/components/orders/order-reads';
import type { OrderReturnList } from '@/lib/api/schemas/returns';

/**
 * An order's return requests as the visitor may read them, or null (signed out, not theirs, or
 * the read failed). Once per request: the returns and the refunds sections both ask.
 */
export const readOrderReturns = cache(async (orderId: string): Promise<OrderReturnList | null> => {
  const api = await visitorClient();
  if (!api) return null;
  try {
    const res = await api.api.orders[':id'].returns.$get({ param: { id: orderId } });
    return res.status === 200 ? ((await res.json()) as OrderReturnList) : null;
  } catch (error) {
    console.error('[returns] read failed', error);
    return null;
  }
});
