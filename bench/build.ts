// Makes sure .next holds a production build of the current sources (as `npm start` does).
import fs from 'node:fs';
import path from 'node:path';

import { buildIfStale } from '../scripts/build-freshness.mjs';
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
  return buildIfStale(ROOT, distDir, { NODE_ENV: 'production' });
}
