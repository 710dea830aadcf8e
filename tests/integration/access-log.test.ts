import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFrontServer } from '@/server/front-server.mjs';
import { createLogger } from '@/server/logger.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The log lines the front server wrote, as objects. */
const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
const logger = createLogger({ level: 'info', format: 'json', destination });

/** What the app behind the front server saw of each request's id. */
const seenByApp: { header: string | string[] | undefined; raw: string[] }[] = [];

/** A stand-in for Next's handler: `/fail` throws, `/boom` answers 500, anything else 200. */
async function handle(req: IncomingMessage, res: ServerResponse) {
  seenByApp.push({
    header: req.headers['x-request-id'],
    raw: req.rawHeaders.filter(
      (_, i) => i % 2 === 1 && /^x-request-id$/i.test(req.rawHeaders[i - 1]!),
    ),
  });
  if (req.url === '/fail') throw new Error('the handler broke');
  // A line the app writes while serving the request: it carries the request's id.
  logger.info('handling');
  await new Promise((resolve) => setTimeout(resolve, 20));
  res.statusCode = req.url === '/boom' ? 500 : 200;
  res.end('ok');
}

let server: http.Server;
let port: number;

function get(path: string, headers: Record<string, string | string[]> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
  });
}

/** The access-log lines (`msg: 'request'`), once the server has written `count` of them. */
async function accessLines(count: number) {
  await vi.waitFor(() =>
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(count),
  );
  return lines.filter((line) => line.msg === 'request');
}

beforeAll(async () => {
  server = createFrontServer(handle, { token: 'prueba', logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines.length = 0;
  seenByApp.length = 0;
});

describe('the front server’s access log', () => {
  it('writes one line per request with method, path, status, duration, id and client', async () => {
    const res = await get('/es/buscar?q=secreto&page=2');
    const [line] = await accessLines(1);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(UUID);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/es/buscar',
      queryKeys: ['q', 'page'],
      status: 200,
      requestId,
      clientAddress: '127.0.0.1',
    });
    expect(line!.durationMs).toBeGreaterThanOrEqual(15);
    expect(JSON.stringify(lines)).not.toContain('secreto');
  });

  it('keeps a sane X-Request-Id, returns it and gives the app that one copy only', async () => {
    const res = await get('/', { 'X-Request-Id': 'lb-7f3a9c' });
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c');
    expect(seenByApp).toEqual([{ header: 'lb-7f3a9c', raw: ['lb-7f3a9c'] }]);
    expect((await accessLines(1))[0]!.requestId).toBe('lb-7f3a9c');
    // The app's own line, written while serving the request, carries the id as well.
    expect(lines.find((line) => line.msg === 'handling')).toMatchObject({ requestId: 'lb-7f3a9c' });
  });

  it('replaces an id that could forge or split a log line, and drops every client copy', async () => {
    const res = await get('/', { 'X-Request-Id': ['a b', 'second'] });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(UUID);
    expect(seenByApp).toEqual([{ header: requestId, raw: [requestId] }]);
  });

  it("logs the build's immutable files with an id but does not send it back with them", async () => {
    const res = await get('/_next/static/chunks/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBeUndefined();
    const [line] = await accessLines(1);
    expect(line).toMatchObject({ path: '/_next/static/chunks/app.js', status: 200 });
    expect(line!.requestId).toMatch(UUID);
  });

  it('logs a server error at error level, and a handler failure as one error object', async () => {
    await get('/boom');
    const failed = await get('/fail');
    expect(failed.statusCode).toBe(500);
    const access = await accessLines(2);
    expect(access.map((line) => [line.path, line.status, line.level])).toEqual([
      ['/boom', 500, 50],
      ['/fail', 500, 50],
    ]);
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({
      requestId: failed.headers['x-request-id'],
      path: '/fail',
      err: { name: 'Error', message: 'the handler broke', stack: expect.stringMatching(/^Error/) },
    });
  });
});
