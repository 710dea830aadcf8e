// Makes sure .next holds a production build of the current sources (as `npm start` does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { buildIsFresh, recordBuild, sourceFingerprint } from '../scripts/build-freshness.mjs';
import { ROOT } from './config';

/** Builds when the build is missing or was made from other sources (scripts/build-freshness.mjs); returns the build's ms, or null if none ran. */
export function ensureBuild(skip: boolean): number | null {
  // The build folder `npm start` and `next start` use (NEXT_DIST_DIR, as next.config.ts reads it).
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (skip) {
    if (!fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID')))
      throw new Error('SKIP_BUILD=1 but .next holds no build: run `npm run build` first.');
    return null;
  }
  if (buildIsFresh(ROOT, distDir)) return null;
  const fingerprint = sourceFingerprint(ROOT);
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
  recordBuild(ROOT, distDir, fingerprint);
  return Math.round(performance.now() - started);
}
