import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RATE_LIMITS } from '@/lib/domain/accounts/auth-limits';
import { FRONT_TOKEN_VARIABLE } from '@/lib/domain/request/client-address';
import { contentSecurityPolicy } from '@/lib/domain/request/content-security-policy';
import { createApiApp } from '@/lib/server/http/app';
import { createFrontServer } from '@/server/front-server.mjs';
import {
  deferScriptsPastPaint,
  SCRIPTS_AFTER_PAINT_LOADER_HASH,
} from '@/server/scripts-after-paint.mjs';

import { createAccount, TEST_PASSWORD } from '../support/auth-accounts';
import { TEST_PROXY_HOPS } from '../support/auth-api';
import { nodeApiHandler } from '../support/node-api-handler';
import { request } from '../support/socket-request';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const TOKEN = 'token-del-servidor-frontal-de-prueba';

const inline = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"0:{}\\n"])'];
const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Hola</h1><script>${inline[0]}</script><script>${inline[1]}</script><script>alert(1)</script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Ends the page rendered for the request in flight (set while it waits). */
let finishDynamic = () => {};

/** Pages as Next answers them: whole and gzipped (a cached page), or streamed in pieces. */
function pageHandler(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ development: false }));
  if (req.url === '/unchanged') {
    res.writeHead(304, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"' });
    res.end();
  } else if (req.url === '/data') {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  } else if (req.url === '/cached') {
    const body = gzipSync(page);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': String(body.length),
      'Cache-Control': 's-maxage=300, stale-while-revalidate=31535700',
    });
    res.end(body);
  } else if (req.url === '/dynamic') {
    // Rendered for this request, as Next does: the nonce it read goes on the scripts, in pieces.
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.flushHeaders();
    res.write(`<!DOCTYPE html><html><body><h1>Hola</h1><p data-nonce="${nonce}">`);
    // The rest waits until the client has read the first piece: a held answer never completes.
    finishDynamic = () =>
      res.end(`</p><script nonce="${nonce}">${inline[0]}</script></body></html>`);
  } else {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    const half = page.indexOf('<script>');
    res.write(page.slice(0, half));
    setTimeout(() => res.end(page.slice(half)), 5);
  }
}

describe.each(kinds)('the front server npm start runs, on %s', (kind) => {
  let database: TestDatabase;
  let apiServer: http.Server;
  let pageServer: http.Server;
  const ports = { api: 0, pages: 0 };

  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    process.env[FRONT_TOKEN_VARIABLE] = TOKEN;
    database = await createTestDatabase(kind);
    await createAccount(database.db, { id: 'usr_ana', email: 'ana@example.mx' });
    const api = createApiApp({ database: async () => database });
    apiServer = createFrontServer(nodeApiHandler(api), { token: TOKEN });
    pageServer = createFrontServer(pageHandler, { token: TOKEN });
    ports.api = await listen(apiServer);
    ports.pages = await listen(pageServer);
  });

  afterAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = TEST_PROXY_HOPS;
    delete process.env[FRONT_TOKEN_VARIABLE];
    for (const server of [apiServer, pageServer]) {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
    await database?.destroy();
  });

  const login = (from: string, username: string, password: string, forged: number) =>
    request(ports.api, {
      from,
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        // What a client may send to escape its count: neither changes the socket's address.
        'x-forwarded-for': `203.0.113.${forged}`,
        'x-tienda-client-ip': `${TOKEN} 198.51.100.${forged}`,
      },
      body: JSON.stringify({ username, password }),
    });

  it('counts each client by its socket: forged headers change nothing, other clients log in', async () => {
    const { max } = RATE_LIMITS['login:ip'];
    const tries = await Promise.all(
      Array.from({ length: max }, (_, i) => login('127.0.0.2', `nadie${i}@example.mx`, 'Mala1', i)),
    );
    expect(tries.map((res) => res.status)).toEqual(Array(max).fill(401));
    expect((await login('127.0.0.2', 'nadie@example.mx', 'Mala1', 99)).status).toBe(429);
    expect((await login('127.0.0.3', 'ana@example.mx', TEST_PASSWORD, 1)).status).toBe(200);
  });

  it("pins a cached, compressed page's own inline scripts, its scripts to run after the first paint", async () => {
    for (let round = 0; round < 2; round++) {
      // The second answer comes from what the first one prepared: the same bytes.
      const res = await request(ports.pages, {
        path: '/cached',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(res.status).toBe(200);
      expect(gunzipSync(res.body).toString()).toBe(deferScriptsPastPaint(page).html);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(
        `${sha256(inline[0]!)} ${sha256(inline[1]!)} ${SCRIPTS_AFTER_PAINT_LOADER_HASH}`,
      );
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain(sha256('alert(1)'));
    }
  });

  it('pins a page streamed in pieces', async () => {
    const res = await request(ports.pages, { path: '/streamed', headers: { accept: 'text/html' } });
    expect(res.body.toString()).toBe(deferScriptsPastPaint(page).html);
    expect(String(res.headers['content-security-policy'])).toContain(sha256(inline[1]!));
  });

  it("streams a page rendered for this request, with that request's nonce in its policy", async () => {
    const first = await new Promise<{ piece: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: ports.pages,
            path: '/dynamic',
            agent: false,
            // A client's own nonce is never believed.
            headers: { accept: 'text/html', 'content-security-policy': "script-src 'nonce-abc'" },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve({ piece: chunk.toString(), headers: res.headers });
              res.resume();
              finishDynamic();
            });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    // The first piece arrives on its own, before the page is complete.
    expect(first.piece).toContain('<h1>Hola</h1>');
    expect(first.piece).not.toContain('</html>');
    const nonce = /data-nonce="([^"]+)"/.exec(first.piece)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    const scripts = /script-src ([^;]*)/.exec(
      String(first.headers['content-security-policy']),
    )?.[1];
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'nonce-abc'");
  });

  it('tags a cached page with its own ETag, and answers a browser that holds it with a 304', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip' };
    const first = await request(ports.pages, { path: '/cached', headers });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The same page (and encoding) again: the same tag.
    expect((await request(ports.pages, { path: '/cached', headers })).headers.etag).toBe(etag);
    const held = await request(ports.pages, {
      path: '/cached',
      headers: { ...headers, 'if-none-match': `"otro", ${etag}` },
    });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(etag);
    // Without a policy the browser keeps the pinned one it stored.
    expect(held.headers['content-security-policy']).toBeUndefined();
    const stale = await request(ports.pages, {
      path: '/cached',
      headers: { ...headers, 'if-none-match': '"otro"' },
    });
    expect(stale.status).toBe(200);
    expect(gunzipSync(stale.body).toString()).toBe(deferScriptsPastPaint(page).html);
  });

  it('sends no policy with a 304, so the browser keeps the pinned one it stored', async () => {
    const res = await request(ports.pages, {
      path: '/unchanged',
      headers: { accept: 'text/html', 'if-none-match': '"v1"' },
    });
    expect(res.status).toBe(304);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('leaves answers that are not pages as they are', async () => {
    const res = await request(ports.pages, { path: '/data', headers: { accept: 'text/html' } });
    expect(res.body.toString()).toBe('{"ok":true}');
    expect(String(res.headers['content-security-policy'])).toContain("'unsafe-inline'");
  });
});
