import 'server-only';

import { createClient } from 'redis';
import { z } from 'zod';

import { withTimeout } from './with-timeout';

type RedisClient = ReturnType<typeof createClient>;

const redisUrlSchema = z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL' });

/** REDIS_URL (blank means unset); throws when it is set but not a redis:// or rediss:// URL. */
export function configuredRedisUrl(env: Record<string, string | undefined> = process.env) {
  const raw = env.REDIS_URL?.trim();
  return raw ? redisUrlSchema.parse(raw) : undefined;
}

const globalForRedis = globalThis as unknown as {
  tiendaHealthRedis?: { url: string; client: RedisClient; firstAttempt: Promise<void> };
};

/**
 * The probe's one Redis connection, opened on the first probe and kept: a connection per probe
 * would cost a handshake each time, and an orchestrator probes every few seconds.
 */
function probeClient(url: string, timeoutMs: number) {
  const current = globalForRedis.tiendaHealthRedis;
  if (current?.url === url) return current;
  // REDIS_URL changed (tests do that): the old connection is of no more use.
  current?.client.destroy();
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue: the probe then
    // says "unreachable" at once, and a down Redis does not pile up queued PINGs.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timeoutMs,
      // Keep trying with a growing pause (at most 5 s), so the probe turns ready again on its own.
      reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000),
    },
  });
  // Connection errors are reported here; without a listener Node would crash the process.
  client.on('error', () => {});
  // Settles on the first connection's outcome, either way (connect() itself keeps retrying).
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  client.connect().catch(() => {});
  globalForRedis.tiendaHealthRedis = { url, client, firstAttempt };
  return globalForRedis.tiendaHealthRedis;
}

/** Resolves when Redis answers PING within `timeoutMs`; throws (`TimeoutError` or the client's error) otherwise. */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { client, firstAttempt } = probeClient(url, timeoutMs);
  if (!client.isReady) {
    await withTimeout(firstAttempt, timeoutMs, 'Redis connection');
    // Reconnecting in the background: not ready until it is back, and no need to wait for that.
    if (!client.isReady) throw new Error('Redis is not connected');
  }
  await withTimeout(client.ping(), timeoutMs, 'Redis PING');
}

/** Closes the probe's connection (graceful shutdown, tests). */
export async function closeRedisProbe(): Promise<void> {
  const current = globalForRedis.tiendaHealthRedis;
  globalForRedis.tiendaHealthRedis = undefined;
  if (current) await current.client.close().catch(() => current.client.destroy());
}
