// On SIGTERM / SIGINT the server stops taking connections, lets the requests it is serving finish
// (for at most DRAIN_MS, then closes what is left), closes the database and exits 0. A load
// balancer's deploy or scale-in then costs no request and leaves PGlite's files whole and unlocked.

import { logger } from './logger.mjs';

/** How long requests in flight may take to finish once a stop was asked for. */
export const DRAIN_MS = 10_000;

/**
 * Closes the connections the app opened in this process. The app reaches them through its own
 * module graph (Next's bundle), so they are found where it keeps them: on `globalThis`
 * (`tiendaDb` in lib/db/client.ts, whose `closeDatabase` does the same; the readiness probe's Redis
 * connection in lib/server/health/redis-ping.ts).
 */
export async function closeAppConnections(global = globalThis) {
  const opening = global.tiendaDb;
  global.tiendaDb = undefined;
  const redisProbe = global.tiendaHealthRedis;
  global.tiendaHealthRedis = undefined;
  const handle = await opening?.catch(() => undefined);
  await Promise.all([
    handle?.close(),
    redisProbe?.client.close().catch(() => redisProbe.client.destroy()),
  ]);
}

/**
 * Stops `server` gracefully: no new connections, idle keep-alive ones closed at once and the busy
 * ones as soon as their request is answered, every connection closed after `drainMs`. Then the
 * app's connections and `releaseLock` (the PGlite folder's, taken at start). Resolves when done.
 */
export async function stopServer(
  server,
  { drainMs = DRAIN_MS, releaseLock = () => {}, log = (message) => logger.info(message) } = {},
) {
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // A keep-alive connection that finishes its request stays open until its own timeout (65 s):
  // close each as soon as it is idle.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    log(`Requests still running after ${drainMs} ms: closing their connections.`);
    server.closeAllConnections();
  }, drainMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  try {
    await closeAppConnections();
  } finally {
    releaseLock();
  }
}

/**
 * Stops the server on SIGTERM and SIGINT and exits (0 when everything closed, 1 when closing
 * failed). A second signal while stopping exits at once, as an impatient Ctrl-C expects.
 */
export function stopOnSignals(
  server,
  { releaseLock, drainMs, exit = process.exit, log = (message) => logger.info(message) } = {},
) {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting.`);
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal}: finishing the requests in flight, then closing the database…`);
    stopServer(server, { drainMs, releaseLock, log }).then(
      () => {
        log('Stopped.');
        exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'stopping failed');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);
  return onSignal;
}
