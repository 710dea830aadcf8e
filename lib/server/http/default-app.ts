import 'server-only';

import { getDatabase } from '@/lib/db/client';

import { createApiApp } from './app';

const globalForApi = globalThis as unknown as { tiendaApi?: ReturnType<typeof createApiApp> };

/** The API app of this server process, on the process-wide database. */
export function apiApp() {
  globalForApi.tiendaApi ??= createApiApp({ database: getDatabase });
  return globalForApi.tiendaApi;
}
