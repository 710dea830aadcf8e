import 'server-only';

import { sql } from 'drizzle-orm';

import type { Readiness, ReadinessCheck } from '@/lib/api/schemas/health';
import type { DatabaseHandle } from '@/lib/db/client';
import { migrationStatus } from '@/lib/db/migration-status';

import { logger } from '../log/logger';
import { buildId } from './build-id';
import { configuredRedisUrl, pingRedis } from './redis-ping';
import { TimeoutError, withTimeout } from './with-timeout';

/** How long each check may take: well under a load balancer's usual 5 s probe timeout. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  database: () => Promise<DatabaseHandle>;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}

class PendingMigrations extends Error {
  constructor(readonly pending: number) {
    super(`${pending} migration(s) not applied`);
  }
}

class InvalidConfiguration extends Error {}

function redisUrlOrThrow(env: Record<string, string | undefined>): string {
  try {
    return configuredRedisUrl(env)!;
  } catch (error) {
    throw new InvalidConfiguration((error as Error).message);
  }
}

/** Runs `work` within the time limit and says how it went; the cause goes to the server's log. */
async function timedCheck(
  name: string,
  timeoutMs: number,
  work: () => Promise<void>,
): Promise<ReadinessCheck & { pending?: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await withTimeout(work(), timeoutMs, name);
    return { ok: true, ms: ms() };
  } catch (error) {
    logger.warn({ err: error, check: name }, 'readiness check failed');
    if (error instanceof PendingMigrations)
      return { ok: false, ms: ms(), error: 'pending_migrations', pending: error.pending };
    if (error instanceof InvalidConfiguration)
      return { ok: false, ms: ms(), error: 'invalid_configuration' };
    return {
      ok: false,
      ms: ms(),
      error: error instanceof TimeoutError ? 'timeout' : 'unreachable',
    };
  }
}

/**
 * Whether this instance can serve: the database answers, has every migration this build knows,
 * and Redis answers when it is configured. The checks run side by side, so the answer comes within
 * one time limit however many fail.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const env = deps.env ?? process.env;
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  const redisConfigured = Boolean(env.REDIS_URL?.trim());
  const [database, migrations, redis] = await Promise.all([
    timedCheck('database', timeoutMs, async () => {
      const { db } = await deps.database();
      await db.execute(sql`select 1`);
    }),
    timedCheck('migrations', timeoutMs, async () => {
      const { db } = await deps.database();
      const { pending } = await migrationStatus(db);
      if (pending > 0) throw new PendingMigrations(pending);
    }),
    redisConfigured
      ? timedCheck('redis', timeoutMs, async () => {
          await pingRedis(redisUrlOrThrow(env), timeoutMs);
        })
      : undefined,
  ]);
  const checks = { database, migrations, ...(redis ? { redis } : {}) };
  const ready = Object.values(checks).every((check) => check.ok);
  return { status: ready ? 'ready' : 'not_ready', build: buildId(env), checks };
}

/** `select 1` within the time limit (the legacy `/api/health`). */
export async function databaseAnswers(
  handle: DatabaseHandle,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<boolean> {
  try {
    await withTimeout(handle.db.execute(sql`select 1`), timeoutMs, 'database');
    return true;
  } catch (error) {
    logger.warn({ err: error }, 'health: the database did not answer');
    return false;
  }
}
