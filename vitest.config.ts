import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };
// `server-only` throws outside a React Server environment; tests import server modules directly.
const serverOnly = { 'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { ...alias, ...serverOnly } },
  test: {
    globals: true,
    // scrypt at 2^14 instead of 2^17 for hashes made by the suites (lib/auth/password.ts reads it
    // only under NODE_ENV=test); unit tests still check that servers always use 2^17.
    env: { TEST_SCRYPT_COST: '16384' },
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
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
