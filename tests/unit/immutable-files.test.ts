import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { dropRevalidationHeaders } from '@/server/immutable-files.mjs';

/** Serves one answer through `dropRevalidationHeaders`, as Next's static server sets them. */
async function headersFor(path: string): Promise<Headers> {
  const server = http.createServer((req, res) => {
    dropRevalidationHeaders(req, res);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Last-Modified', 'Sun, 29 Nov 2026 21:21:55 GMT');
    res.setHeader('ETag', 'W/"39572-1a2292f99bc"');
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  } finally {
    server.close();
  }
}

describe('dropRevalidationHeaders', () => {
  it("leaves out an immutable file's validators and range offer, and keeps the rest", async () => {
    const headers = await headersFor('/_next/static/chunks/0ku97r_l8c9s6.js');
    for (const name of ['etag', 'last-modified', 'accept-ranges'])
      expect(headers.get(name), name).toBeNull();
    expect(headers.get('cache-control')).toContain('immutable');
    expect(headers.get('content-type')).toContain('javascript');
  });

  it('leaves every other answer as it is', async () => {
    const headers = await headersFor('/tienda/demo');
    expect(headers.get('etag')).toBe('W/"39572-1a2292f99bc"');
    expect(headers.get('last-modified')).toBe('Sun, 29 Nov 2026 21:21:55 GMT');
    expect(headers.get('accept-ranges')).toBe('bytes');
  });
});
