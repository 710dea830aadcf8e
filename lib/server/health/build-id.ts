import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The running build's id: `<distDir>/BUILD_ID`, which `next build` writes (the dist dir is
 * NEXT_DIST_DIR, as next.config.ts reads it); `dev` outside a production server, where that file
 * may be left from an older build. Read once: a running server's build does not change.
 */
export function buildId(env: Record<string, string | undefined> = process.env): string {
  if (cached !== undefined) return cached;
  let id = 'dev';
  if (env.NODE_ENV === 'production') {
    const file = path.resolve(env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
    try {
      id = fs.readFileSync(file, 'utf8').trim() || 'dev';
    } catch {
      id = 'dev';
    }
  }
  cached = id;
  return id;
}
