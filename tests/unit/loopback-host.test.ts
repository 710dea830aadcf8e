import { isLoopbackHost } from '@/lib/domain/request/loopback-host';

describe('isLoopbackHost', () => {
  it('knows this machine by name and loopback address', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'demo.localhost:3000',
      '127.0.0.1',
      '127.1.2.3:80',
      '[::1]:3000',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
  });

  it('does not take a LAN or public address, or a real domain, for this machine', () => {
    for (const host of [
      '192.168.1.20:3000',
      '10.0.0.1',
      'tienda.mx',
      'localhost.tienda.mx',
      '',
      null,
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false);
  });
});
