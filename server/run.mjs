// Serves the existing build on PORT (default 3000) in this process, as `npm start` does after it
// has built and prepared the database: the front server before Next's request handler. The bench
// starts its servers with it, so what it measures is what `npm start` serves.
import './wasm-tiering.mjs';

import path from 'node:path';

import { stopOnSignals } from './graceful-shutdown.mjs';
import { lockEmbeddedDatabaseAtStart } from './pglite-lock.mjs';
import { serve } from './serve.mjs';

const port = process.env.PORT ?? '3000';
Object.assign(process.env, {
  ROOT_DOMAIN: process.env.ROOT_DOMAIN ?? `localhost:${port}`,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
});
// The embedded database's lock before anything else: a second server on the same folder stops here.
let releaseLock;
try {
  releaseLock = lockEmbeddedDatabaseAtStart();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = await serve({ dir: path.resolve(import.meta.dirname, '..'), port: Number(port) });
stopOnSignals(server, { releaseLock });
