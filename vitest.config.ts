import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };
// `server-only` throws outside a React Server environment; tests import server modules directly.
const serverOnly = {
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { ...alias, ...serverOnly } },
  test: {
    globals: true,
    // One worker per core (vitest's default leaves one for itself: a single worker on the 2-core CI
    // machine). Measured on 2 cores: unit + components 76 s → 46 s, integration 245 s → 202 s (it
    // waits on PostgreSQL as much as on the CPU); a third worker gains nothing.
    maxWorkers: availableParallelism(),
    // scrypt at 2^14 instead of 2^17 for hashes made by the suites (lib/auth/password.ts reads it
    // only under NODE_ENV=test); unit tests still check that servers always use 2^17.
    // LOG_LEVEL: log lines are not the suites' output (the failures tests provoke on purpose would
    // bury it); tests about logging spy on the logger or give it their own destination.
    env: { TEST_SCRYPT_COST: '16384', LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/support/components-setup.ts'],
          // A busy 2-core machine renders slowly; waits still end as soon as the content is there.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // One migrated PGlite and PostgreSQL database per run, copied by every test database.
          globalSetup: ['tests/support/database-templates.ts'],
          // The suites share one module graph per worker instead of importing the whole API again for
          // each file (measured on 2 cores: the imports were half of the project's time). Nothing of
          // a suite's may outlive it: its databases are its own, and next/cache is stood in for once,
          // in the setup file, since a suite cannot mock a module the app already imported.
          isolate: false,
          setupFiles: ['tests/support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
