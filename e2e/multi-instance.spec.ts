import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { type APIRequestContext, expect, request, test } from './support/test';

import { E2E_DIST_DIR } from '../scripts/e2e-server-settings';
import { solidImage } from '../tests/support/gallery-images';
import {
  deleteKeys,
  isRedisAvailable,
  testRedisUrl,
  uniqueKeyPrefix,
} from '../tests/support/local-redis';
import { startS3Server, type TestS3Server } from '../tests/support/s3-server';
import {
  createDatabase,
  dropDatabase,
  freePort,
  type Instance,
  isPostgresAvailable,
  prepareDatabase,
  startInstance,
} from './support/instances';

// Two instances of the e2e build behind an imagined load balancer, on one PostgreSQL database,
// one Redis (the shared page and data cache, server/shared-cache) and one S3-compatible bucket
// (s3rver): what one instance writes or caches, the other serves (issue 22).

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const OWNER = { username: 'dueno.demo@tienda.test', password: 'Demo1234!' };
/**
 * "Within a second", with room for B's render on a loaded 2-core machine: the expiry reaches B in
 * milliseconds, then B renders the page afresh (measured 94–735 ms in all). The test is about the
 * edit showing on B at all — without the shared cache it shows only after B's 300 s revalidation.
 */
const VISIBLE_WITHIN_MS = 1_000;
const RENDER_MARGIN_MS = 2_000;

test.describe.configure({ mode: 'serial' });

test.describe('two instances on one database, cache and bucket', () => {
  let a: Instance | undefined;
  let b: Instance | undefined;
  let s3: TestS3Server | undefined;
  let databaseName: string | undefined;
  let keyPrefix: string | undefined;
  let dataDir: string | undefined;
  const contexts: APIRequestContext[] = [];

  test.beforeAll(async ({}, testInfo) => {
    const [postgres, redis] = await Promise.all([isPostgresAvailable(), isRedisAvailable()]);
    const missing = [
      ...(postgres ? [] : ['PostgreSQL at 127.0.0.1:5432 (or DATABASE_URL)']),
      ...(redis ? [] : [`Redis at ${testRedisUrl()}`]),
    ];
    const reason = `needs ${missing.join(' and ')}: none answered`;
    if (missing.length > 0) console.warn(`[multi-instance] skipped: ${reason}`);
    test.skip(missing.length > 0, reason);
    // A fresh database, migrated and seeded, then two instances started side by side.
    testInfo.setTimeout(120_000);

    databaseName = `multi_instance_${randomUUID().replaceAll('-', '')}`;
    keyPrefix = uniqueKeyPrefix('multi-instance');
    s3 = await startS3Server();
    const [portA, portB] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: await createDatabase(databaseName),
      DATA_DIR: (dataDir = path.join(os.tmpdir(), databaseName)),
      SEED_PRODUCTS: '50',
      NEXT_DIST_DIR: E2E_DIST_DIR,
      // One public name for both, as behind a load balancer.
      ROOT_DOMAIN: `localhost:${portA}`,
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: keyPrefix,
      ...s3.env,
    };
    await prepareDatabase(env);
    const logs = testInfo.outputPath();
    [a, b] = await Promise.all(
      [portA, portB].map((port, index) =>
        startInstance({
          port,
          env,
          logFile: path.join(logs, `instance-${'ab'[index]}.log`),
          timeoutMs: 90_000,
        }),
      ),
    );
  });

  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    if (databaseName) await dropDatabase(databaseName);
    if (keyPrefix) await deleteKeys(keyPrefix);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function context(
    baseURL: string,
    storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>,
  ) {
    const made = await request.newContext({ baseURL, storageState });
    contexts.push(made);
    return made;
  }

  async function signedInOnA() {
    const onA = await context(a!.baseURL);
    const login = await onA.post('/api/auth/login', { data: OWNER, headers: SAME_ORIGIN });
    expect(login.status(), await login.text()).toBe(200);
    return onA;
  }

  async function shopPage(on: APIRequestContext) {
    const res = await on.get('/tienda/demo');
    expect(res.status()).toBe(200);
    return { html: await res.text(), cache: res.headers()['x-nextjs-cache'] };
  }

  test("an owner's edit through A shows on B's cached shop page within a second", async ({}, testInfo) => {
    const visitorOnB = await context(b!.baseURL);
    // B has the shop page in its cache (and so does Redis) before the edit.
    await shopPage(visitorOnB);
    await expect.poll(async () => (await shopPage(visitorOnB)).cache).toBe('HIT');

    const ownerOnA = await signedInOnA();
    const newName = `Demo ${Date.now().toString(36)}`;
    const edit = await ownerOnA.patch('/api/shops/demo', {
      data: { name: newName },
      headers: SAME_ORIGIN,
    });
    expect(edit.status(), await edit.text()).toBe(200);
    const edited = Date.now();

    await expect
      .poll(async () => (await shopPage(visitorOnB)).html, {
        timeout: VISIBLE_WITHIN_MS + RENDER_MARGIN_MS,
        intervals: [50],
      })
      .toContain(newName);
    testInfo.annotations.push({
      type: 'visible on B after',
      description: `${Date.now() - edited} ms`,
    });
    // And B serves it from the cache again afterwards.
    await expect.poll(async () => (await shopPage(visitorOnB)).cache).toBe('HIT');
    expect((await shopPage(visitorOnB)).html).toContain(newName);
  });

  test('a session started on A is signed in on B', async () => {
    const ownerOnA = await signedInOnA();
    const sameBrowserOnB = await context(b!.baseURL, await ownerOnA.storageState());

    const me = await sameBrowserOnB.get('/api/auth/me');
    expect(me.status(), await me.text()).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(OWNER.username);
  });

  test('an image uploaded through A is served by B', async () => {
    const ownerOnA = await signedInOnA();
    const png = await solidImage('png', { width: 1400, height: 450, color: '#1d4ed8' });
    const upload = await ownerOnA.post('/api/gallery', {
      multipart: {
        file: { name: 'banner.png', mimeType: 'image/png', buffer: png },
        kind: 'banner_desktop',
        shop: 'demo',
      },
      headers: SAME_ORIGIN,
    });
    const image = (await upload.json()) as { url: string };
    expect(upload.status(), JSON.stringify(image)).toBe(201);

    const file = new URL(image.url, a!.baseURL).pathname;
    const [fromA, fromB] = await Promise.all(
      [a!, b!].map(async (instance) => (await context(instance.baseURL)).get(file)),
    );
    expect(fromA!.status()).toBe(200);
    expect(fromB!.status()).toBe(200);
    expect(fromB!.headers()['content-type']).toMatch(/^image\//);
    expect(Buffer.compare(await fromB!.body(), await fromA!.body())).toBe(0);
  });
});
