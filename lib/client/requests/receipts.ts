import { browserApiClient } from '@/lib/api/client';
import type { Receipt } from '@/lib/api/schemas/receipts';

import { authResult } from './auth-result';

/** Receipts of paid orders (spec 02 §7 "Generate receipt"). */
export const receiptsRequests = {
  /** The supplier's owner issues the order's receipt; a repeat answers the same one. */
  issue: (supplierId: string, orderId: string) =>
    authResult<Receipt>(
      browserApiClient().api.suppliers[':id'].orders[':order'].receipts.$post({
        param: { id: supplierId, order: orderId },
      }),
    ),
};
