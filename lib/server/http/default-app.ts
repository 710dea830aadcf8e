import 'server-only';

import { getDatabase } from '@/lib/db/client';
import { offerDirectApi } from '@/server/direct-api.mjs';

import { createApiApp } from './app';

const globalForApi = globalThis as unknown as { tiendaApi?: ReturnType<typeof createApiApp> };

/**
 * The API app of this server process, on the process-wide database; offered to the front server,
 * which answers the shop search with it directly (server/direct-api.mjs).
 */
export function apiApp() {
  if (!globalForApi.tiendaApi) {
    const app = createApiApp({ database: getDatabase });
    globalForApi.tiendaApi = app;
    offerDirectApi((request: Request) => app.fetch(request));
  }
  return globalForApi.tiendaApi;
}
