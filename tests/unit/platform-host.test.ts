import { describe, expect, it } from 'vitest';

import { platformHost } from '@/lib/domain/platform-host';

describe('platformHost', () => {
  it('drops the shop sub-domain and keeps the port the visitor used', () => {
    expect(platformHost('nada.localhost:3100', 'localhost:3000')).toBe('localhost:3100');
    expect(platformHost('Demo.Example.mx', 'example.mx')).toBe('example.mx');
  });

  it('leaves the platform host and foreign hosts alone', () => {
    expect(platformHost('localhost:3000', 'localhost:3000')).toBe('localhost:3000');
    expect(platformHost('127.0.0.1:3000', 'localhost:3000')).toBe('127.0.0.1:3000');
  });
});
