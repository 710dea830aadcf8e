// The shared cache of several instances (server/shared-cache) against a real Redis: each
// SharedCacheStore below stands for one instance, with its own tag manifest (Next's per-process
// Map) and local layer. `isOutdated` on an instance's manifest is the check Next makes on every
// cached read, so "outdated" here means that instance renders the page or runs the read afresh.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

import { createClient } from 'redis';

import { SharedCacheStore, type TagRecord } from '@/server/shared-cache/shared-cache-store.mjs';
import { isOutdated } from '@/server/shared-cache/tag-expirations.mjs';
import {
  deleteKeys,
  isRedisAvailable,
  testRedisUrl,
  uniqueKeyPrefix,
} from '@/tests/support/local-redis';
import { freePort } from '../support/free-port';

const redisUp = await isRedisAvailable();
if (!redisUp)
  console.warn(
    `[shared-cache-store.test] skipped: no Redis at ${testRedisUrl()} (set REDIS_URL or start redis-server)`,
  );

const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });

interface Instance {
  store: SharedCacheStore;
  manifest: Map<string, TagRecord>;
  log: ReturnType<typeof quietLog>;
}

/** An edit made in the very millisecond a page was written does not outdate it (Next compares with `>`). */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from([0, 255, 1])]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});

describe.skipIf(!redisUp)('shared cache between instances (Redis)', () => {
  let keyPrefix: string;
  const open: SharedCacheStore[] = [];

  async function instance(options: { url?: string; buildId?: string } = {}): Promise<Instance> {
    const manifest = new Map<string, TagRecord>();
    const log = quietLog();
    const store = new SharedCacheStore({
      url: options.url ?? testRedisUrl(),
      keyPrefix,
      buildId: options.buildId ?? 'build-1',
      maxLocalBytes: 1_000_000,
      tagsManifest: manifest,
      log,
    });
    open.push(store);
    await store.whenConnected();
    return { store, manifest, log };
  }

  beforeEach(() => {
    keyPrefix = uniqueKeyPrefix('shared-cache');
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
    await deleteKeys(keyPrefix);
  });

  it('serves a page one instance rendered to another, bytes and segment maps intact', async () => {
    const a = await instance();
    const b = await instance();
    await a.store.set('/s/demo', page('<h1>Demo</h1>', ['shop:demo']), {
      cacheControl: { revalidate: 300, expire: undefined },
    });

    const read = await b.store.get('/s/demo');
    expect(read?.value).toEqual(page('<h1>Demo</h1>', ['shop:demo']));
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: undefined });
    expect(Buffer.isBuffer((read?.value as { rscData: unknown }).rscData)).toBe(true);
  });

  it('an edit expired on one instance outdates the others within a second, and they then serve the fresh page', async () => {
    const a = await instance();
    const b = await instance();
    const c = await instance();
    await a.store.set('/s/demo', page('<h1>Demo</h1>', ['shop:demo']), {});
    // B and C hold the page in their local layers.
    for (const other of [b, c]) expect(await other.store.get('/s/demo')).not.toBeNull();
    await aMomentLater();

    await a.store.expireTags(['shop:demo'], { expire: 0 });

    for (const other of [b, c])
      await vi.waitFor(
        async () => {
          const held = await other.store.get('/s/demo');
          expect(isOutdated(other.manifest, ['shop:demo'], held?.lastModified ?? Infinity)).toBe(
            true,
          );
        },
        { timeout: 1_000, interval: 20 },
      );

    // A renders the page again; B and C take that one rather than render it themselves.
    await a.store.set('/s/demo', page('<h1>Demo renamed</h1>', ['shop:demo']), {});
    for (const other of [b, c]) {
      const fresh = await other.store.get('/s/demo');
      expect((fresh?.value as { html: string }).html).toBe('<h1>Demo renamed</h1>');
      expect(isOutdated(other.manifest, ['shop:demo'], fresh!.lastModified)).toBe(false);
    }
  });

  it('an instance started after the expiry still sees it (cached reads checked by their tags)', async () => {
    const a = await instance();
    await a.store.set(
      'read-key',
      { kind: 'FETCH', data: { body: '"old"' }, revalidate: 300 },
      {
        fetchCache: true,
        tags: ['shop:demo:products'],
      },
    );
    await aMomentLater();
    await a.store.expireTags('shop:demo:products');

    const late = await instance();
    const held = await late.store.get('read-key', { tags: ['shop:demo:products'], softTags: [] });
    expect(held).not.toBeNull();
    expect(isOutdated(late.manifest, ['shop:demo:products'], held!.lastModified)).toBe(true);
  });

  it('a tag marked stale (not expired) reaches the others as stale', async () => {
    const a = await instance();
    const b = await instance();
    await a.store.set('/s/moda', page('<h1>Moda</h1>', ['shop:moda']), {});
    const before = await b.store.get('/s/moda');
    await aMomentLater();

    await a.store.expireTags(['shop:moda'], { expire: 3600 });

    await vi.waitFor(() => expect(b.manifest.get('shop:moda')?.stale).toBeGreaterThan(0), {
      timeout: 1_000,
      interval: 20,
    });
    expect(isOutdated(b.manifest, ['shop:moda'], before!.lastModified)).toBe(true);
    expect(b.manifest.get('shop:moda')?.expired).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('lets a search results page leave Redis within minutes, other pages after a day', async () => {
    const a = await instance();
    const list = '/route-cache/APP_PAGE/0f/$/es/s/path/auto/demo/productos/2';
    const search = '/route-cache/APP_PAGE/0f/$/es/s/path/auto/demo/productos/2~Y2Fm';
    await a.store.set(list, page('<h1>Page 2</h1>', ['shop:demo']), {});
    await a.store.set(search, page('<h1>caf</h1>', ['shop:demo']), {});

    const client = await createClient({ url: testRedisUrl() }).connect();
    try {
      const ttl = (key: string) => client.ttl(`${keyPrefix}build-1:entry:${key}`);
      expect(await ttl(list)).toBeGreaterThan(23 * 60 * 60);
      expect(await ttl(search)).toBeGreaterThan(0);
      expect(await ttl(search)).toBeLessThanOrEqual(10 * 60);
    } finally {
      await client.close();
    }
  });

  it('keeps the entries of different builds apart', async () => {
    const oldBuild = await instance({ buildId: 'build-1' });
    const newBuild = await instance({ buildId: 'build-2' });
    await oldBuild.store.set('/s/demo', page('<h1>Old scripts</h1>', ['shop:demo']), {});

    expect(await newBuild.store.get('/s/demo')).toBeNull();
  });

  it('with Redis unreachable: every read misses, writes and expiries do not throw, one warning', async () => {
    const port = await freePort();
    const down = await instance({ url: `redis://127.0.0.1:${port}` });

    expect(await down.store.get('/s/demo')).toBeNull();
    await expect(down.store.set('/s/demo', page('x', []), {})).resolves.toBeUndefined();
    await down.store.expireTags(['shop:demo']);
    expect(await down.store.get('/s/demo')).toBeNull();
    // The instance itself still honours its own expiry.
    expect(down.manifest.get('shop:demo')?.expired).toBeGreaterThan(0);
    expect(down.log.warn).toHaveBeenCalledTimes(1);
    expect(String(down.log.warn.mock.calls[0]?.[0])).toMatch(/rendered afresh/);
  });
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer)
  console.warn(
    '[shared-cache-store.test] the outage test skipped: it starts its own redis-server, and none is on the PATH',
  );

describe.skipIf(!redisServer)('shared cache when Redis goes away and comes back', () => {
  let server: ChildProcess | undefined;
  let port: number;
  const keyPrefix = uniqueKeyPrefix('shared-cache-outage');

  async function startRedis() {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await vi.waitFor(
      async () => {
        const client = createClient({
          url: `redis://127.0.0.1:${port}`,
          socket: { reconnectStrategy: false },
        });
        client.on('error', () => {});
        await client.connect();
        await client.close();
      },
      { timeout: 5_000, interval: 50 },
    );
  }

  async function stopRedis() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });

  afterAll(stopRedis);

  it('reads miss while it is down (logged once), and the shared cache works again once it is back', async () => {
    const log = quietLog();
    const store = new SharedCacheStore({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix,
      buildId: 'build-1',
      maxLocalBytes: 1_000_000,
      tagsManifest: new Map(),
      log,
    });
    try {
      await store.whenConnected();
      await store.set('/s/demo', page('<h1>Demo</h1>', ['shop:demo']), {});
      expect(await store.get('/s/demo')).not.toBeNull();

      await stopRedis();
      await vi.waitFor(async () => expect(await store.get('/s/demo')).toBeNull(), {
        timeout: 2_000,
        interval: 50,
      });
      await store.set('/s/demo', page('<h1>Lost</h1>', ['shop:demo']), {});
      expect(await store.get('/s/demo')).toBeNull();
      expect(log.warn).toHaveBeenCalledTimes(1);

      await startRedis();
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), {
        timeout: 5_000,
        interval: 50,
      });
      await store.set('/s/demo', page('<h1>Back</h1>', ['shop:demo']), {});
      const back = await store.get('/s/demo');
      expect((back?.value as { html: string }).html).toBe('<h1>Back</h1>');
    } finally {
      await store.close();
    }
  });
});
