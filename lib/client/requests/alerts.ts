import { browserApiClient } from '@/lib/api/client';
import type { Alert, AlertCount, AlertList } from '@/lib/api/schemas/alerts';
import { ALERTS_PAGE_SIZE } from '@/lib/domain/alerts/alert-kinds';

import { authResult } from './auth-result';

/** The signed-in person's own alerts (spec 02 §7 "Alerts": fetch with offset; patch visited by id). */
export const alertsRequests = {
  count: () => authResult<AlertCount>(browserApiClient().api.me.alerts.count.$get()),
  page: (offset: number) =>
    authResult<AlertList>(
      browserApiClient().api.me.alerts.$get({
        query: { offset: String(offset), limit: String(ALERTS_PAGE_SIZE) },
      }),
    ),
  visit: (id: string) =>
    authResult<Alert>(
      browserApiClient().api.me.alerts[':id'].$patch({ param: { id }, json: { visited: true } }),
    ),
};
