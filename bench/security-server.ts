// A server started the way `npm start` starts one (scripts/start.mjs, default settings: no proxy
// hops trusted), on a fresh database of its own: the security figures change data and fill rate
// limits, which must not reach the performance runs' databases.
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './config';
import { freePort, type RunningServer, startProcess } from './server';

export const SECURITY_DATA_DIR = path.join(ROOT, '.data-bench-security');

/** A small demo catalogue: the figures need the demo shops and accounts, not many products. */
const SEED_PRODUCTS = '300';

/** Production as deployed: https public URLs (HSTS), limits and the client address left at their defaults. */
export async function startSecurityServer(): Promise<RunningServer> {
  fs.rmSync(SECURITY_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(SECURITY_DATA_DIR, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ROOT_DOMAIN: `localhost:${port}`,
    DATA_DIR: SECURITY_DATA_DIR,
    SEED_PRODUCTS,
    SKIP_BUILD: '1',
    PUBLIC_PROTOCOL: 'https',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const name of ['DATABASE_URL', 'TRUSTED_PROXY_HOPS', 'REGISTRATION_SKIP_PIN'])
    delete env[name];
  return startProcess({
    args: [path.join(ROOT, 'scripts/start.mjs')],
    env,
    port,
    logFile: path.join(SECURITY_DATA_DIR, 'server.log'),
    // The first start seeds the demo data.
    healthTimeoutMs: 300_000,
  });
}
