import { z } from 'zod';

/** Defaults for one app instance; docs/operations.md explains how to size them. */
export const POOL_DEFAULTS = {
  size: 10,
  statementTimeoutMs: 15_000,
  connectTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
} as const;

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const whole = (name: string, min: number, max: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} must be at most ${max}` })
      .optional(),
  );

const poolEnvSchema = z.object({
  DATABASE_POOL_SIZE: whole('DATABASE_POOL_SIZE', 1, 1_000),
  // 0 turns the limit off (PostgreSQL's own meaning of statement_timeout = 0).
  DATABASE_STATEMENT_TIMEOUT_MS: whole('DATABASE_STATEMENT_TIMEOUT_MS', 0, 3_600_000),
  DATABASE_CONNECT_TIMEOUT_MS: whole('DATABASE_CONNECT_TIMEOUT_MS', 100, 600_000),
  DATABASE_IDLE_TIMEOUT_MS: whole('DATABASE_IDLE_TIMEOUT_MS', 1_000, 3_600_000),
});

export interface PoolOptions {
  /** Connections this instance may hold. */
  size: number;
  /** PostgreSQL cancels a statement running longer (0: no limit). */
  statementTimeoutMs: number;
  /** A new connection that is not up by then fails instead of hanging the request. */
  connectTimeoutMs: number;
  /** An unused connection is closed after this long, so idle instances give theirs back. */
  idleTimeoutMs: number;
}

/**
 * The PostgreSQL pool's size and timeouts from the environment (blank means unset); a value out
 * of range stops the start with the variable's name instead of a pool that hangs or never times out.
 */
export function poolOptionsFromEnv(env: Record<string, string | undefined> = process.env) {
  const parsed = poolEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid database pool settings: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  const values = parsed.data;
  return {
    size: values.DATABASE_POOL_SIZE ?? POOL_DEFAULTS.size,
    statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS ?? POOL_DEFAULTS.statementTimeoutMs,
    connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS ?? POOL_DEFAULTS.connectTimeoutMs,
    idleTimeoutMs: values.DATABASE_IDLE_TIMEOUT_MS ?? POOL_DEFAULTS.idleTimeoutMs,
  } satisfies PoolOptions;
}
