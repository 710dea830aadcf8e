import 'server-only';

import { visitorClient } from '@/components/orders/order-reads';
import type { OrderReviews } from '@/lib/api/schemas/reviews';

/** An order's lines and reviews as the visitor may read them, or null (signed out, not theirs, failed). */
export async function readOrderReviews(orderId: string): Promise<OrderReviews | null> {
  const api = await visitorClient();
  if (!api) return null;
  try {
    const res = await api.api.orders[':id'].reviews.$get({ param: { id: orderId } });
    return res.status === 200 ? ((await res.json()) as OrderReviews) : null;
  } catch (error) {
    console.error('[reviews] order reviews read failed', error);
    return null;
  }
}
