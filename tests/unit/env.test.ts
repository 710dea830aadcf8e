import { describe, expect, it } from 'vitest';

import { readServerEnv } from '@/lib/env';

describe('readServerEnv', () => {
  it('works with nothing set (embedded database, port 3000)', () => {
    expect(readServerEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: '.data',
      PAYPAL_ENVIRONMENT: 'sandbox',
    });
  });

  it('accepts a PostgreSQL URL, a root domain and a port', () => {
    const env = readServerEnv({
      DATABASE_URL: 'postgres://u@db:5432/tienda',
      ROOT_DOMAIN: 'tienda.mx',
      PORT: '8080',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://u@db:5432/tienda',
      ROOT_DOMAIN: 'tienda.mx',
      PORT: 8080,
    });
  });

  it('treats empty variables as unset', () => {
    expect(readServerEnv({ DATABASE_URL: '', ROOT_DOMAIN: ' ' })).toEqual({
      PORT: 3000,
      DATA_DIR: '.data',
      PAYPAL_ENVIRONMENT: 'sandbox',
    });
  });

  it('stops with every problem named', () => {
    expect(() =>
      readServerEnv({ DATABASE_URL: 'mysql://x', PORT: 'abc', ROOT_DOMAIN: 'https://x.mx/' }),
    ).toThrow(/DATABASE_URL must be a postgres.*\n.*ROOT_DOMAIN must be a host name.*\n.*PORT/s);
  });
});
