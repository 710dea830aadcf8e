// Makes sure .next holds a production build of the current sources (as `npm start` does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './config';

/** The same inputs scripts/start.mjs watches. */
const BUILD_INPUTS = [
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

function newestSourceTime(): number {
  let newest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of BUILD_INPUTS) visit(path.join(ROOT, input));
  return newest;
}

/** Builds when the build is missing or older than a source; returns the build's ms, or null if none ran. */
export function ensureBuild(skip: boolean): number | null {
  // The build folder `npm start` and `next start` use (NEXT_DIST_DIR, as next.config.ts reads it).
  const buildIdFile = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const builtAt = fs.statSync(buildIdFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (skip) {
    if (!builtAt)
      throw new Error('SKIP_BUILD=1 but .next holds no build: run `npm run build` first.');
    return null;
  }
  if (builtAt >= newestSourceTime()) return null;
  console.log('Building the app (no build yet, or sources changed since)…');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0)
    throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  return Math.round(performance.now() - started);
}
