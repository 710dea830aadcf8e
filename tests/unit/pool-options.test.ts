import { describe, expect, it } from 'vitest';

import { POOL_DEFAULTS, poolOptionsFromEnv } from '@/lib/db/pool-options';

describe('PostgreSQL pool settings from the environment', () => {
  it('defaults to 10 connections, a 15 s statement limit, 5 s to connect and 30 s idle', () => {
    expect(poolOptionsFromEnv({})).toEqual({
      size: 10,
      statementTimeoutMs: 15_000,
      connectTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
    });
    expect(
      poolOptionsFromEnv({ DATABASE_POOL_SIZE: ' ', DATABASE_STATEMENT_TIMEOUT_MS: '' }),
    ).toEqual(poolOptionsFromEnv({}));
    expect(POOL_DEFAULTS.size).toBe(10);
  });

  it('reads each variable, 0 turning the statement limit off', () => {
    expect(
      poolOptionsFromEnv({
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_IDLE_TIMEOUT_MS: '60000',
      }),
    ).toEqual({ size: 25, statementTimeoutMs: 0, connectTimeoutMs: 2_000, idleTimeoutMs: 60_000 });
  });

  it('refuses a value that is not a whole number in range, naming the variable', () => {
    expect(() => poolOptionsFromEnv({ DATABASE_POOL_SIZE: 'diez' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number/,
    );
    expect(() => poolOptionsFromEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be at least 1/,
    );
    expect(() => poolOptionsFromEnv({ DATABASE_CONNECT_TIMEOUT_MS: '1.5' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS must be a whole number/,
    );
    expect(() => poolOptionsFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be at least 0/,
    );
  });
});
