// deploy/nginx.conf run as it is (bench/nginx-proxy.ts renders it as bench/kill-instance.ts does)
// in front of a stand-in instance: nginx's own 413/502/504 answers for /api/ are the API's JSON
// `{ code, message }` in the request's language, pages keep nginx's HTML, and the instances' own
// error answers pass through untouched. Needs nginx (`apt-get install -y nginx`); skipped without.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { isNginxInstalled, type RunningNginx, startNginx } from '@/bench/nginx-proxy';

import { freePort } from '../support/free-port';

const nginxThere = isNginxInstalled();
if (!nginxThere)
  console.warn('[nginx-errors.test] skipped: no nginx here (apt-get install -y nginx)');

interface Answer {
  status: number;
  type: string;
  body: string;
  requestId: string | undefined;
}

/** A request through nginx, without a body (a Content-Length header alone declares one). */
function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body,
            requestId: res.headers['x-request-id'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!nginxThere)('nginx in front of the instances (deploy/nginx.conf)', () => {
  let upstream: http.Server;
  let nginx: RunningNginx;
  let port: number;
  let dir: string;

  beforeAll(async () => {
    // The stand-in instance: healthy, an app error of its own, a dropped connection, a slow read.
    upstream = http.createServer((req, res) => {
      if (req.url === '/api/health/live' || req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      } else if (req.url?.endsWith('/not-ready')) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"not_ready"}');
      } else if (req.url?.endsWith('/drop')) {
        req.socket.destroy();
      } else if (req.url?.endsWith('/slow')) {
        setTimeout(() => res.writeHead(200).end('late'), 3_000).unref();
      } else {
        res.writeHead(404).end();
      }
    });
    const instancePort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(instancePort, '127.0.0.1', resolve));
    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-errors-'));
    // nginx's workers (not root) write their temporary files under it.
    fs.chmodSync(dir, 0o755);
    nginx = await startNginx({
      dir,
      instancePorts: [instancePort],
      listenPort: port,
      rootDomain: `localhost:${port}`,
      // A 1 s read timeout makes the 504 quick; no passive health, so the failures provoked
      // here never take the one instance out of the pool.
      adjust: (config) =>
        config
          .replace(/proxy_read_timeout 60s;/, 'proxy_read_timeout 1s;')
          .replace(/max_fails=3/g, 'max_fails=0'),
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a dropped API request with a JSON 502 in Spanish, or English by cookie or header', async () => {
    const es = await request(port, 'GET', '/api/drop');
    expect(es.status).toBe(502);
    expect(es.type).toMatch(/^application\/json/);
    expect(JSON.parse(es.body)).toEqual({
      code: 'bad_gateway',
      message: 'El servicio no respondió. Inténtalo de nuevo en un momento.',
    });
    expect(es.requestId).toMatch(/^[0-9a-f]{32}$/);

    const byCookie = await request(port, 'POST', '/api/drop', { cookie: 'NEXT_LOCALE=en' });
    expect(byCookie.status).toBe(502);
    expect(JSON.parse(byCookie.body).message).toBe(
      'The service did not answer. Try again in a moment.',
    );
    const byHeader = await request(port, 'GET', '/api/drop', { 'x-locale': 'en' });
    expect(JSON.parse(byHeader.body).message).toBe(
      'The service did not answer. Try again in a moment.',
    );
    // The cookie wins over the header, as in the app.
    const both = await request(port, 'GET', '/api/drop', {
      cookie: 'NEXT_LOCALE=es',
      'x-locale': 'en',
    });
    expect(JSON.parse(both.body).message).toMatch(/^El servicio/);
  });

  it('answers an API request no instance answered in time with a JSON 504', async () => {
    const answer = await request(port, 'GET', '/api/slow');
    expect(answer.status).toBe(504);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'gateway_timeout',
      message: 'El servicio tardó demasiado en responder. Inténtalo de nuevo en un momento.',
    });
  });

  it('refuses an API body over client_max_body_size with a JSON 413 naming the limit', async () => {
    const answer = await request(port, 'POST', '/api/gallery', {
      'content-type': 'application/octet-stream',
      'content-length': String(12 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'payload_too_large',
      message: 'La solicitud es demasiado grande: el máximo es 11 MB.',
      max_mb: 11,
    });
  });

  it("passes an instance's own error answers through, and keeps nginx's pages outside the API", async () => {
    const own = await request(port, 'GET', '/api/health/not-ready');
    expect(own.status).toBe(503);
    expect(JSON.parse(own.body)).toEqual({ status: 'not_ready' });

    const page = await request(port, 'GET', '/tienda/drop');
    expect(page.status).toBe(502);
    expect(page.type).toMatch(/^text\/html/);
  });
});
