import http from 'node:http';

import { logAccess, loggedTarget } from './access-log.mjs';
import { clientAddressFromChain, markClientAddress, trustedProxyHops } from './client-address.mjs';
import { dropRevalidationHeaders } from './immutable-files.mjs';
import { logger as processLogger } from './logger.mjs';
import { pinInlineScripts } from './pin-inline-scripts.mjs';
import { runWithRequestContext } from './request-context.mjs';
import { markRequestId } from './request-id.mjs';

// Idle keep-alive connections stay open 65 s (Node's default is 5 s): longer than the idle timeout
// of common load balancers (60 s) and of HTTP clients that reuse sockets, so neither sends a
// request on a socket the server is closing (seen as ECONNRESET in the e2e run).
const KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP server `npm start` runs in front of Next's request handler (`handle`): every request
 * gets the client-address header from its socket (client copies dropped), a request id (the
 * caller's `X-Request-Id` when sane, else a new one; returned in the answer) that every log line
 * it causes carries, one access-log line, and every page its inline scripts pinned in the
 * Content-Security-Policy; the build's immutable files go without revalidation headers.
 * `direct` answers what it can before Next (the shop search: server/direct-api.mjs).
 * `logger` is the process's unless a test passes its own.
 */
export function createFrontServer(handle, { token, logger = processLogger, direct }) {
  const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  const server = http.createServer((req, res) => {
    const chain = markClientAddress(req, token);
    const requestId = markRequestId(req, res);
    dropRevalidationHeaders(req, res);
    logAccess(req, res, { logger, requestId, clientAddress: clientAddressFromChain(chain, hops) });
    runWithRequestContext({ requestId }, () => {
      pinInlineScripts(req, res);
      Promise.resolve(direct?.(req, res) ?? handle(req, res)).catch((error) => {
        logger.error(
          { err: error, method: req.method, ...loggedTarget(req.url) },
          'request failed',
        );
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, so a request arriving as an idle socket closes is not cut short.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
