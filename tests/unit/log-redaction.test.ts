import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { createLogger, logSettings } from '@/server/logger.mjs';
import { serializeError } from '@/server/serialize-error.mjs';

/** A failed query as drizzle throws it: the values in the message, the pg error as the cause. */
function failedQuery() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_key"'),
    {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(ana@example.com) already exists.',
    },
  );
  return Object.assign(
    new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.com,scrypt$secret-hash',
      { cause },
    ),
    {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['ana@example.com', 'scrypt$secret-hash'],
    },
  );
}

/** A JSON logger whose lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'info', format: 'json', destination });
  return { logger, lines };
}

describe('serializeError', () => {
  it('keeps the SQL text, the parameter count and the PostgreSQL code, never the values', () => {
    const logged = serializeError(failedQuery());
    expect(logged).toMatchObject({
      message: 'Failed query',
      sql: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      paramCount: 2,
      cause: { code: '23505', constraint: 'users_email_key', table: 'users' },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('secret-hash');
    expect(logged.stack).toMatch(/^Error: Failed query\n\s+at /);
  });

  it('drops the value a data exception quotes in its message', () => {
    const error = Object.assign(
      new Error('invalid input syntax for type uuid: "ana@example.com"'),
      {
        code: '22P02',
      },
    );
    expect(serializeError(error).message).toBe('invalid input syntax for type uuid: "[redacted]"');
  });

  it('keeps an ordinary error as it is, with its cause', () => {
    const error = new TypeError('x is not a function', { cause: new Error('inner') });
    expect(serializeError(error)).toMatchObject({
      name: 'TypeError',
      message: 'x is not a function',
      cause: { name: 'Error', message: 'inner' },
    });
  });
});

describe('the logger', () => {
  it('writes an error as one JSON line without the query values, however it is logged', () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: failedQuery(), route: '/api/auth/register' }, 'unexpected API error');
    logger.error(failedQuery());
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.trimEnd()).not.toContain('\n');
      expect(line).not.toContain('ana@example.com');
      expect(line).not.toContain('secret-hash');
      expect(JSON.parse(line)).toMatchObject({
        level: 50,
        err: { sql: expect.any(String), cause: { code: '23505' } },
      });
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'unexpected API error',
      route: '/api/auth/register',
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: 'Failed query' });
  });

  it('censors parameters, passwords and credentials wherever a caller puts them', () => {
    const { logger, lines } = capturedLogger();
    logger.warn({
      params: ['a'],
      query: { parameters: ['b'], password: 'c' },
      headers: { cookie: 'session=d', authorization: 'Bearer e' },
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      params: '[redacted]',
      query: { parameters: '[redacted]', password: '[redacted]' },
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
    });
  });
});

describe('logSettings', () => {
  it('is info and JSON by default, readable on a terminal', () => {
    expect(logSettings({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({}, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ LOG_FORMAT: 'json' }, true).format).toBe('json');
    expect(logSettings({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' }, false)).toEqual({
      level: 'warn',
      format: 'pretty',
    });
  });

  it('refuses a level or format it does not know, naming the variable', () => {
    expect(() => logSettings({ LOG_LEVEL: 'verbose' }, false)).toThrow(/LOG_LEVEL/);
    expect(() => logSettings({ LOG_FORMAT: 'xml' }, false)).toThrow(/LOG_FORMAT/);
  });
});
