// The e2e server's build, ahead of the e2e run: `npm test` runs this beside the checks, unit and
// integration tests (which leave part of the machine idle), so the e2e run finds it fresh and only
// starts the server. At lower priority, so the tests it runs beside keep their pace.
import os from 'node:os';
import path from 'node:path';

import { E2E_DIST_DIR, E2E_SERVER_ENV } from './e2e-server-settings';
import { buildIfStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
os.setPriority(10);
try {
  const ms = buildIfStale(root, E2E_DIST_DIR, E2E_SERVER_ENV);
  console.log(
    ms === null ? 'The e2e build is fresh.' : `The e2e build took ${Math.round(ms / 1000)} s.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
