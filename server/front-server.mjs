import http from 'node:http';

import { markClientAddress } from './client-address.mjs';
import { pinInlineScripts } from './pin-inline-scripts.mjs';

// Idle keep-alive connections stay open 65 s (Node's default is 5 s): longer than the idle timeout
// of common load balancers (60 s) and of HTTP clients that reuse sockets, so neither sends a
// request on a socket the server is closing (seen as ECONNRESET in the e2e run).
const KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP server `npm start` runs in front of Next's request handler (`handle`): every request
 * gets the client-address header from its socket (client copies dropped), and every page its inline
 * scripts pinned in the Content-Security-Policy.
 */
export function createFrontServer(handle, { token }) {
  const server = http.createServer((req, res) => {
    markClientAddress(req, token);
    pinInlineScripts(req, res);
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error('[front-server] request failed', req.method, req.url, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, so a request arriving as an idle socket closes is not cut short.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
