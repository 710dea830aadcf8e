// Whether the build in a folder was made from the sources as they are now: `npm start`
// (scripts/start.mjs), the e2e build (scripts/build-e2e.ts) and the bench (bench/build.ts) build
// again only when it was not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a build is made from (not tsconfig.json: `next build` itself rewrites it). */
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
  'package-lock.json',
  'tailwind.config.ts',
  'postcss.config.mjs',
];
const FINGERPRINT_FILE = 'source-fingerprint';

/**
 * A digest of every input file's path, size and modification time: an edited, added, deleted or
 * renamed file changes it (a modification-time check alone misses a deleted file).
 */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const stat = fs.statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(path.join(root, relative)).sort())
        visit(path.join(relative, entry));
    } else hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest('hex');
}

/** True when `distDir` holds a build of the current sources. */
export function buildIsFresh(root, distDir) {
  const folder = path.join(root, distDir);
  const recorded = path.join(folder, FINGERPRINT_FILE);
  if (!fs.existsSync(path.join(folder, 'BUILD_ID')) || !fs.existsSync(recorded)) return false;
  return fs.readFileSync(recorded, 'utf8').trim() === sourceFingerprint(root);
}

/** Records, after a successful build, which sources it was made from. */
export function recordBuild(root, distDir, fingerprint) {
  fs.writeFileSync(path.join(root, distDir, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/**
 * Runs `next build` into `distDir` unless it holds a build of the current sources; `env` is added
 * to this process's environment. Returns the build's milliseconds, null when none was needed, and
 * throws when the build fails.
 */
export function buildIfStale(root, distDir, env = {}) {
  if (buildIsFresh(root, distDir)) return null;
  const fingerprint = sourceFingerprint(root);
  console.log('Building the app (first start or changed sources)…');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    },
  );
  if (result.status !== 0)
    throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  recordBuild(root, distDir, fingerprint);
  return Math.round(performance.now() - started);
}
