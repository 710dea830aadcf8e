import { randomUUID } from 'node:crypto';

import { createClient } from 'redis';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** The Redis the tests use: REDIS_URL, else the local server CI runs. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? LOCAL_REDIS;
}

let available: Promise<boolean> | undefined;

/** Whether the tests' Redis answers a PING within a second. */
export function isRedisAvailable(): Promise<boolean> {
  available ??= (async () => {
    const client = createClient({
      url: testRedisUrl(),
      socket: { connectTimeout: 1_000, reconnectStrategy: false },
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      if (client.isOpen) await client.close();
    }
  })();
  return available;
}

/** A key prefix no other test or run shares. */
export function uniqueKeyPrefix(name: string): string {
  return `test:${name}:${randomUUID()}:`;
}

/** Deletes every key under `prefix` (what a test wrote). */
export async function deleteKeys(prefix: string): Promise<void> {
  const client = createClient({ url: testRedisUrl() });
  client.on('error', () => {});
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      if (keys.length > 0) await client.del(keys);
  } finally {
    await client.close();
  }
}
