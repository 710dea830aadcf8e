// `npm start`: build when needed, prepare the database, serve, and print where to look.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/** The newest modification time under the folders a build depends on. */
function newestSourceTime() {
  const inputs = [
    'app',
    'components',
    'lib',
    'messages',
    'public',
    'middleware.ts',
    'instrumentation-client.ts',
    'next.config.ts',
    'package.json',
    'tailwind.config.ts',
  ];
  let newest = 0;
  const visit = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const builtAt = fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (process.env.SKIP_BUILD !== '1' && builtAt < newestSourceTime()) {
  console.log('Building the app (first start or changed sources)…');
  run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    NEXT_TELEMETRY_DISABLED: '1',
  });
}

run(bin('tsx'), ['scripts/prepare-db.ts']);
run(bin('tsx'), ['scripts/print-welcome.ts'], { PORT: port, ROOT_DOMAIN: rootDomain });

// The server runs in this very process (its PID is the server's, as with an `exec`): Next's request
// handler behind the front server (server/), which tells the app each client's address from its
// socket and pins the pages' inline scripts in their Content-Security-Policy.
Object.assign(process.env, {
  ROOT_DOMAIN: rootDomain,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
});
const { serve } = await import('../server/serve.mjs');
const server = await serve({ dir: root, port: Number(port) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
