// Where the e2e server runs and what it builds from: read by playwright.config.ts and by
// scripts/build-e2e.ts (`npm test` builds it while the unit and integration tests run).
// Its own build folder and database, so an e2e run never disturbs `npm start` or another run.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ROOT_DOMAIN = `localhost:${E2E_PORT}`;
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

/** The environment the e2e server builds and runs with. */
export const E2E_SERVER_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  ROOT_DOMAIN: E2E_ROOT_DOMAIN,
  DATA_DIR: E2E_DATA_DIR,
  NEXT_DIST_DIR: E2E_DIST_DIR,
  SEED_PRODUCTS: '1500',
  TRUSTED_PROXY_HOPS: '1',
  // Errors and warnings only: an access-log line per request would bury Playwright's own output.
  LOG_LEVEL: 'warn',
};
