import 'server-only';

import { visitorClient } from '@/components/orders/order-reads';
import type { AttendantsPage } from '@/lib/api/schemas/tickets';

// The API's largest page: an order's seats in a few calls at most.
const READ_PAGE = 50;

/**
 * All of the order's tickets as the visitor may read them (paged through the API), or null
 * (signed out, not theirs, or the read failed: the order page still shows, without its tickets).
 */
export async function readAttendants(orderId: string): Promise<AttendantsPage | null> {
  const api = await visitorClient();
  if (!api) return null;
  try {
    let all: AttendantsPage | null = null;
    do {
      const res = await api.api.orders[':id'].attendants.$get({
        param: { id: orderId },
        query: { offset: String(all?.results.length ?? 0), limit: String(READ_PAGE) },
      });
      if (res.status !== 200) return null;
      const page = (await res.json()) as AttendantsPage;
      all = all ? { ...page, results: [...all.results, ...page.results] } : page;
      if (page.results.length === 0) break;
    } while (all.results.length < all.total);
    return all;
  } catch (error) {
    console.error('[tickets] read failed', error);
    return null;
  }
}
