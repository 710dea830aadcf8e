// The PostgreSQL pool's statement limit: a runaway query is cancelled by the server instead of
// holding its connection (and the request) for ever; migrations lift the limit.
import { sql } from 'drizzle-orm';

import { openDatabase } from '@/lib/db/client';

import { adminUrl, isPostgresAvailable } from '../support/test-database';

const postgresUp = await isPostgresAvailable();
if (!postgresUp)
  console.warn(
    `[database-timeouts.test] skipped: no PostgreSQL at ${adminUrl()} (the limits are the PostgreSQL pool's)`,
  );

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.skipIf(!postgresUp)('PostgreSQL pool timeouts', () => {
  it('cancels a statement running longer than DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '200');
    const handle = await openDatabase({ url: adminUrl() });
    try {
      const started = performance.now();
      await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }), // query_canceled
      });
      expect(performance.now() - started).toBeLessThan(1_500);
      // The connection is fine afterwards.
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });

  it('lets a caller lift the limit (migrations, the seed)', async () => {
    vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '100');
    const handle = await openDatabase({ url: adminUrl(), pool: { statementTimeoutMs: 0 } });
    try {
      await expect(handle.db.execute(sql`select pg_sleep(0.3)`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });
});
