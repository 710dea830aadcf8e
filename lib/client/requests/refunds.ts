import type { IssueRefundInput, Refund } from '@/lib/api/schemas/refunds';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

/** A refund of a paid order (issue 18), under the key that makes a repeat refund once. */
export const refundRequests = {
  issue: (orderId: string, json: IssueRefundInput, key: string) =>
    authResult<Refund>(
      browserApiClient().api.orders[':id'].refunds.$post({
        param: { id: orderId },
        json,
        header: { 'idempotency-key': key },
      }),
    ),
};
