import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { FRONT_TOKEN_VARIABLE } from './client-address.mjs';
import { directApi, readHeaderRules } from './direct-api.mjs';
import { createFrontServer } from './front-server.mjs';
import { logger } from './logger.mjs';
import { dropOtherBuildsCaches } from './route-cache-build.mjs';

/**
 * Serves the built app on `port` in this process (so its PID is the server's): Next's request
 * handler behind the front server. NODE_ENV must already be `production`; NEXT_DIST_DIR picks the
 * build (next.config.ts reads it). Resolves once listening.
 */
export async function serve({ dir, port, hostname }) {
  // A fresh token per process: the app believes the client-address header only when it carries it.
  process.env[FRONT_TOKEN_VARIABLE] = randomBytes(24).toString('base64url');
  const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR || '.next');
  if (dropOtherBuildsCaches(distDir))
    logger.info({ distDir }, 'pages and reads cached by another build were dropped');
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.resolve(dir), port, hostname });
  await app.prepare();
  const server = createFrontServer(app.getRequestHandler(), {
    token: process.env[FRONT_TOKEN_VARIABLE],
    direct: directApi(readHeaderRules(distDir)),
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  logger.info({ port, hostname }, `▲ Ready on http://${hostname ?? 'localhost'}:${port}`);
  return server;
}
