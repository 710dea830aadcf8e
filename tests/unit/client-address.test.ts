import { describe, expect, it } from 'vitest';

import { clientAddressOf, parseTrustedProxyHops } from '@/lib/domain/request/client-address';
import { readServerEnv } from '@/lib/env';

describe('clientAddressOf', () => {
  it('trusts nothing without a proxy', () => {
    expect(clientAddressOf('203.0.113.7', 0)).toBeNull();
    expect(clientAddressOf('203.0.113.7, 10.0.0.1', 0)).toBeNull();
  });

  it('takes the entry the outermost trusted proxy appended, ignoring what the client sent', () => {
    expect(clientAddressOf('198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientAddressOf('1.1.1.1, 2.2.2.2, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientAddressOf('1.1.1.1, 198.51.100.9, 10.0.0.2', 2)).toBe('198.51.100.9');
  });

  it('falls back to the left-most entry when fewer than the hops are present', () => {
    expect(clientAddressOf('198.51.100.9', 3)).toBe('198.51.100.9');
  });

  it('skips empty entries, normalises case and cuts long values', () => {
    expect(clientAddressOf(' , 2001:DB8::1 ,', 1)).toBe('2001:db8::1');
    expect(clientAddressOf('x'.repeat(200), 1)).toHaveLength(64);
    expect(clientAddressOf('', 1)).toBeNull();
    expect(clientAddressOf(undefined, 1)).toBeNull();
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to 0 and reads whole numbers', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops(' ')).toBe(0);
    expect(parseTrustedProxyHops('2')).toBe(2);
    expect(readServerEnv({ TRUSTED_PROXY_HOPS: '1' })).toMatchObject({ TRUSTED_PROXY_HOPS: 1 });
  });

  it('stops the start on anything else', () => {
    for (const bad of ['-1', '1.5', 'dos', '11'])
      expect(() => readServerEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
