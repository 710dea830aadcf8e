import { describe, expect, it } from 'vitest';

import { clientAddressFromChain } from '@/lib/domain/request/client-address';
import { loggedTarget } from '@/server/access-log.mjs';
import * as frontServer from '@/server/client-address.mjs';
import { acceptedRequestId, requestIdFor } from '@/server/request-id.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('acceptedRequestId', () => {
  it('keeps the ids proxies and clients send: UUIDs, hex, base64, trace ids', () => {
    for (const id of [
      '3f2b8c1e-9d4a-4f6b-8e2c-1a2b3c4d5e6f',
      '01HZX3K9Q8R7T6Y5V4W3S2A1B0',
      'a1b2c3d4e5f60718',
      'dGllbmRh+/9=',
      'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8',
    ])
      expect(acceptedRequestId(id)).toBe(id);
  });

  it('refuses what could split or flood a log line', () => {
    expect(acceptedRequestId('')).toBeNull();
    expect(acceptedRequestId('a'.repeat(129))).toBeNull();
    expect(acceptedRequestId('abc\ndef')).toBeNull();
    expect(acceptedRequestId('abc def')).toBeNull();
    expect(acceptedRequestId('<script>')).toBeNull();
    expect(acceptedRequestId('id-1, id-2')).toBeNull(); // two headers, joined by Node
    expect(acceptedRequestId(undefined)).toBeNull();
    expect(acceptedRequestId(['a', 'b'])).toBeNull();
  });

  it('makes a new id when the one sent is refused or missing', () => {
    expect(requestIdFor('abc-123')).toBe('abc-123');
    expect(requestIdFor('abc def')).toMatch(UUID);
    expect(requestIdFor(undefined)).toMatch(UUID);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe('loggedTarget', () => {
  it('logs the path and the names of the query parameters, never their values', () => {
    expect(loggedTarget('/es/buscar?q=mi+direccion&page=2&q=otra')).toEqual({
      path: '/es/buscar',
      queryKeys: ['q', 'page'],
    });
    expect(loggedTarget('/api/shops')).toEqual({ path: '/api/shops' });
  });

  it('masks activation keys and payment-link tokens in the path', () => {
    expect(loggedTarget('/activate/k3y-s3cr3t').path).toBe('/activate/:secret');
    expect(loggedTarget('/api/auth/activate/k3y').path).toBe('/api/auth/activate/:secret');
    expect(loggedTarget('/api/payments/t0ken/order/card').path).toBe(
      '/api/payments/:secret/order/card',
    );
    expect(loggedTarget('/me/payments/t0ken/pagar').path).toBe('/me/payments/:secret/pagar');
  });

  it('bounds what a client can make it write', () => {
    expect(loggedTarget(`/${'a'.repeat(5000)}`).path.length).toBeLessThanOrEqual(512);
    const query = Array.from({ length: 100 }, (_, i) => `k${i}=v`).join('&');
    expect(loggedTarget(`/?${query}`).queryKeys).toHaveLength(20);
  });
});

describe('the access log’s client address', () => {
  it('is the one the app uses for the same chain and proxy hops', () => {
    for (const chain of ['127.0.0.1', '203.0.113.9, 10.0.0.2', '1.1.1.1, 198.51.100.9, 10.0.0.2'])
      for (const hops of [0, 1, 2, 5])
        expect(frontServer.clientAddressFromChain(chain, hops)).toBe(
          clientAddressFromChain(chain, hops) ?? 'unknown',
        );
  });

  it('reads TRUSTED_PROXY_HOPS as the app does, a refused value as no proxy', () => {
    expect(frontServer.trustedProxyHops(undefined)).toBe(0);
    expect(frontServer.trustedProxyHops(' 2 ')).toBe(2);
    expect(frontServer.trustedProxyHops('two')).toBe(0);
    expect(frontServer.trustedProxyHops('11')).toBe(0);
  });
});
