import type { Attendant, UpdateAttendantInput } from '@/lib/api/schemas/tickets';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

/** The calls of an order's experience tickets that islands make: naming a seat's attendant. */
export const ticketRequests = {
  nameAttendant: (orderId: string, ticketId: string, json: UpdateAttendantInput) =>
    authResult<Attendant>(
      browserApiClient().api.orders[':id'].attendants[':aid'].$patch({
        param: { id: orderId, aid: ticketId },
        json,
      }),
    ),
};
