// The health probes as a load balancer sees them: live always, ready only while the database
// answers, has every migration and (when configured) Redis answers; the old `/api/health` tells the
// truth about the database.
import { type DatabaseHandle, openDatabase } from '@/lib/db/client';
import { closeRedisProbe } from '@/lib/server/health/redis-ping';
import { createApiApp } from '@/lib/server/http/app';

import { isRedisAvailable, testRedisUrl } from '../support/local-redis';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const redisUp = await isRedisAvailable();
const REDIS_URL = testRedisUrl();
if (!redisUp)
  console.warn(
    `[health.test] the "Redis answers" case is skipped: no Redis at ${REDIS_URL} (set REDIS_URL or start redis-server)`,
  );

/** A PostgreSQL URL nothing listens on (port 1 is never a database): connections are refused. */
const UNREACHABLE_POSTGRES = 'postgres://postgres@127.0.0.1:1/tienda';
/** The same for Redis. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

const apiOn = (database: () => Promise<DatabaseHandle>) => createApiApp({ database });

beforeEach(() => {
  // The probes read REDIS_URL per request; each case sets the Redis it means (none by default).
  vi.stubEnv('REDIS_URL', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await closeRedisProbe();
});

describe.each(kinds)('health probes on a migrated %s database', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = apiOn(async () => database);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('live answers 200 and is never cached', async () => {
    const res = await api.request('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'live' });
  });

  it('ready answers 200 with the build and each check, without Redis when REDIS_URL is unset', async () => {
    const res = await api.request('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ready',
      build: 'dev',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
    expect(body.checks).not.toHaveProperty('redis');
  });

  it('the old health check still answers 200 with the database kind', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('ready answers 503 naming Redis when REDIS_URL points where nothing answers', async () => {
    vi.stubEnv('REDIS_URL', UNREACHABLE_REDIS);
    const res = await api.request('/api/health/ready');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('not_ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.redis).toMatchObject({ ok: false });
    expect(body.checks.redis.error).toBe('unreachable');
  });

  it.skipIf(!redisUp)('ready checks Redis when REDIS_URL is set and it answers', async () => {
    vi.stubEnv('REDIS_URL', REDIS_URL);
    const res = await api.request('/api/health/ready');
    expect(res.status).toBe(200);
    expect((await res.json()).checks.redis).toMatchObject({ ok: true });
  });
});

describe('health probes when the database does not answer', () => {
  it('ready and /api/health answer 503 when PostgreSQL refuses connections; live stays 200', async () => {
    const handle = await openDatabase({ url: UNREACHABLE_POSTGRES });
    try {
      const api = apiOn(async () => handle);
      const started = performance.now();
      const ready = await api.request('/api/health/ready');
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(ready.status).toBe(503);
      const body = await ready.json();
      expect(body).toMatchObject({
        status: 'not_ready',
        build: 'dev',
        checks: { database: { ok: false }, migrations: { ok: false } },
      });
      expect(['unreachable', 'timeout']).toContain(body.checks.database.error);

      const legacy = await api.request('/api/health');
      expect(legacy.status).toBe(503);
      expect(await legacy.json()).toEqual({ status: 'unavailable', database: 'postgres' });

      expect((await api.request('/api/health/live')).status).toBe(200);
    } finally {
      await handle.close();
    }
  });

  it('ready answers 503 when the database handle is closed', async () => {
    const database = await createTestDatabase('pglite');
    await database.destroy();
    const api = apiOn(async () => database);
    const res = await api.request('/api/health/ready');
    expect(res.status).toBe(503);
    expect((await res.json()).checks.database).toMatchObject({ ok: false, error: 'unreachable' });
  });

  it('ready and /api/health answer 503 when the database cannot be opened at all', async () => {
    const api = apiOn(() => Promise.reject(new Error('the embedded database is in use')));
    const ready = await api.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks.database).toMatchObject({ ok: false, error: 'unreachable' });
    const legacy = await api.request('/api/health');
    expect(legacy.status).toBe(503);
    expect(await legacy.json()).toEqual({ status: 'unavailable', database: null });
  });

  it('ready answers 503 with the number of pending migrations on a database never migrated', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const res = await apiOn(async () => handle).request('/api/health/ready');
      expect(res.status).toBe(503);
      const { checks } = await res.json();
      expect(checks.database.ok).toBe(true);
      expect(checks.migrations).toMatchObject({ ok: false, error: 'pending_migrations' });
      expect(checks.migrations.pending).toBeGreaterThan(30);
    } finally {
      await handle.close();
    }
  });
});
