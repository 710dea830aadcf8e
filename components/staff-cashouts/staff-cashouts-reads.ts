import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { StaffCashoutList } from '@/lib/api/schemas/staff-cashouts';
import { pageOffset } from '@/lib/domain/request/paging';
import type { StaffCashoutFilter } from '@/lib/domain/wallet/staff-cashout-paths';
import { STAFF_CASHOUTS_PAGE_SIZE } from '@/lib/domain/wallet/wallet-rules';

/**
 * One page (1-based, 10 a page) of the cash-out requests under a filter, as platform staff see
 * them: `signed-out` without a session, `missing` for anybody but staff (the API's 403).
 */
export async function readStaffCashouts(
  filter: StaffCashoutFilter,
  page: number,
): Promise<OrdersRead<StaffCashoutList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<StaffCashoutList>('staff cash-outs', () =>
    api.api.admin.cashouts.$get({
      query: {
        ...(filter === 'all' ? {} : { state: filter }),
        offset: String(pageOffset(page, STAFF_CASHOUTS_PAGE_SIZE)),
        limit: String(STAFF_CASHOUTS_PAGE_SIZE),
      },
    }),
  );
}
