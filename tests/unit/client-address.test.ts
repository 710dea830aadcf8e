import { describe, expect, it } from 'vitest';

import {
  clientAddressFromChain,
  clientAddressOf,
  FRONT_ADDRESS_HEADER,
  FRONT_TOKEN_VARIABLE,
  frontServerChain,
  parseTrustedProxyHops,
} from '@/lib/domain/request/client-address';
import { readServerEnv } from '@/lib/env';
import * as frontServer from '@/server/client-address.mjs';

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

describe('the front server address', () => {
  const token = 'secreto-del-proceso';

  it('is believed only with this process token', () => {
    expect(frontServerChain(`${token} 203.0.113.7`, token)).toBe('203.0.113.7');
    expect(frontServerChain(`otro 203.0.113.7`, token)).toBeNull();
    expect(frontServerChain('203.0.113.7', token)).toBeNull();
    expect(frontServerChain(` ${token} 203.0.113.7`, token)).toBeNull();
    // No front server in this process: nothing is believed, whatever the header says.
    expect(frontServerChain(`${token} 203.0.113.7`, undefined)).toBeNull();
    expect(frontServerChain(undefined, token)).toBeNull();
  });

  it('is the socket without a proxy, whatever X-Forwarded-For the client wrote before it', () => {
    expect(clientAddressFromChain('198.51.100.4', 0)).toBe('198.51.100.4');
    expect(clientAddressFromChain('1.1.1.1, 2.2.2.2, 198.51.100.4', 0)).toBe('198.51.100.4');
  });

  it('adds only trusted hops on top of the socket', () => {
    // One proxy (10.0.0.1) appended the client it saw; what the client sent before is ignored.
    expect(clientAddressFromChain('6.6.6.6, 203.0.113.9, 10.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddressFromChain('203.0.113.9, 172.16.0.2, 10.0.0.1', 2)).toBe('203.0.113.9');
    // A request that reached the app directly, past the proxy: the socket is all there is.
    expect(clientAddressFromChain('10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('names the same header and variable as the front server script', () => {
    expect(frontServer.FRONT_ADDRESS_HEADER).toBe(FRONT_ADDRESS_HEADER);
    expect(frontServer.FRONT_TOKEN_VARIABLE).toBe(FRONT_TOKEN_VARIABLE);
  });
});
