// `npm start`: build when needed, prepare the database, serve, and print where to look.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { buildIfStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const rootDomain = process.env.ROOT_DOMAIN ?? `localhost:${port}`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (process.env.SKIP_BUILD !== '1') {
  try {
    buildIfStale(root, distDir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

run(bin('tsx'), ['scripts/prepare-db.ts']);
run(bin('tsx'), ['scripts/print-welcome.ts'], { PORT: port, ROOT_DOMAIN: rootDomain });

// The server runs in this very process (its PID is the server's, as with an `exec`): Next's request
// handler behind the front server (server/), which tells the app each client's address from its
// socket and pins the pages' inline scripts in their Content-Security-Policy.
process.env.ROOT_DOMAIN = rootDomain;
await import('../server/run.mjs');
