import 'server-only';

import { countAlertsRoute, listAlertsRoute, visitAlertRoute } from '@/lib/api/routes/alerts';
import { countPendingAlerts, listAlerts } from '@/lib/server/alerts/list-alerts';
import { visitAlert } from '@/lib/server/alerts/visit-alert';

import { createRouter } from '../router';

/** The signed-in user's own alerts: the bell's count, the panel's pages, opening one. */
export const alertsHandlers = createRouter()
  .openapi(countAlertsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await countPendingAlerts(c.var.ctx), 200);
  })
  .openapi(listAlertsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listAlerts(c.var.ctx, c.req.valid('query'), c.var.locale), 200);
  })
  .openapi(visitAlertRoute, async (c) =>
    c.json(await visitAlert(c.var.ctx, c.req.valid('param').id, c.var.locale), 200),
  );
