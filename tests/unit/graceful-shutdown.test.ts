// SIGTERM / SIGINT on the server: the requests in flight finish, new connections are refused,
// the app's database is closed and the PGlite lock given back, then the process exits 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { stopOnSignals, stopServer } from '@/server/graceful-shutdown.mjs';

const globalForDb = globalThis as unknown as { tiendaDb?: Promise<{ close(): Promise<void> }> };

/** A server whose `/slow` answers after `ms`, and which says when a request has started. */
function slowServer(ms: number) {
  let started: () => void = () => {};
  const requestStarted = new Promise<void>((resolve) => (started = resolve));
  const server = http.createServer((req, res) => {
    started();
    setTimeout(() => res.end('done'), req.url === '/slow' ? ms : 0);
  });
  server.keepAliveTimeout = 65_000;
  return { server, requestStarted };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

afterEach(() => {
  globalForDb.tiendaDb = undefined;
});

describe('graceful shutdown', () => {
  it('lets the request in flight finish, refuses new ones, then closes the database and the lock', async () => {
    const { server, requestStarted } = slowServer(300);
    const base = await listen(server);
    const close = vi.fn(async () => {});
    globalForDb.tiendaDb = Promise.resolve({ close });
    const releaseLock = vi.fn();

    const inFlight = get(`${base}/slow`);
    await requestStarted;
    const stopped = stopServer(server, { releaseLock, log: () => {} });
    await expect(get(`${base}/fast`)).rejects.toThrow(/ECONNREFUSED/);
    expect(close).not.toHaveBeenCalled();

    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    await stopped;
    expect(close).toHaveBeenCalledOnce();
    expect(releaseLock).toHaveBeenCalledOnce();
    expect(globalForDb.tiendaDb).toBeUndefined();
  });

  it('closes the connections of requests still running when the drain time is over', async () => {
    const { server, requestStarted } = slowServer(60_000);
    const base = await listen(server);
    const inFlight = get(`${base}/slow`);
    await requestStarted;
    const started = performance.now();
    await stopServer(server, { drainMs: 200, log: () => {} });
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('exits 0 after a SIGTERM, and at once with 1 on a second signal', async () => {
    const { server } = slowServer(0);
    await listen(server);
    const exit = vi.fn();
    const before = process.listeners('SIGTERM').length;
    const onSignal = stopOnSignals(server, { exit, log: () => {} });
    try {
      expect(process.listeners('SIGTERM')).toHaveLength(before + 1);
      onSignal('SIGTERM');
      onSignal('SIGINT');
      expect(exit).toHaveBeenCalledWith(1);
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    } finally {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    }
  });
});
