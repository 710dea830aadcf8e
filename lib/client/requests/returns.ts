import type { DecideReturnInput, OrderReturn, RequestReturnInput } from '@/lib/api/schemas/returns';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

const returnsOf = () => browserApiClient().api.orders[':id'].returns;

/** The calls of a return request (issue 18): the request and the supplier's decision (its photos: `uploadCustomerPhoto`). */
export const returnRequests = {
  request: (orderId: string, json: RequestReturnInput) =>
    authResult<OrderReturn>(returnsOf().$post({ param: { id: orderId }, json })),
  decide: (orderId: string, returnId: string, json: DecideReturnInput) =>
    authResult<OrderReturn>(
      returnsOf()[':returnId'].decision.$post({ param: { id: orderId, returnId }, json }),
    ),
};
