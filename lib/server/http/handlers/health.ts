import 'server-only';

import { healthRoute, livenessRoute, readinessRoute } from '@/lib/api/routes/health';
import type { DatabaseHandle } from '@/lib/db/client';

import { logger } from '../../log/logger';
import { checkReadiness, databaseAnswers } from '../../health/readiness';
import { createRouter } from '../router';

/** The path every health probe is under: the API's middleware leaves the database to them. */
export const HEALTH_PATH = '/api/health';

export function isHealthPath(path: string): boolean {
  return path === HEALTH_PATH || path.startsWith(`${HEALTH_PATH}/`);
}

/**
 * The probes a load balancer and an operator use. They never answer from a cache (`no-store`), and
 * they report a database that does not answer as 503 rather than failing with it.
 */
export function healthHandlers(deps: { database: () => Promise<DatabaseHandle> }) {
  return createRouter()
    .openapi(livenessRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'live' as const }, 200);
    })
    .openapi(readinessRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness = await checkReadiness({ database: deps.database });
      return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
    })
    .openapi(healthRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const handle = await deps.database().catch((error: unknown) => {
        logger.warn({ err: error }, 'health: the database did not open');
        return null;
      });
      if (handle && (await databaseAnswers(handle)))
        return c.json({ status: 'ok' as const, database: handle.kind }, 200);
      return c.json({ status: 'unavailable' as const, database: handle?.kind ?? null }, 503);
    });
}
