import fs from 'node:fs';
import path from 'node:path';

/**
 * What Next caches at run time in a build's folder, keyed by route or read, not by build: the
 * pages (`server/route-cache`) and the tagged reads (`cache/fetch-cache`, `unstable_cache`).
 */
const RUN_TIME_CACHES = [
  ['server', 'route-cache'],
  ['cache', 'fetch-cache'],
];

/**
 * Forgets pages and reads another build's server cached in this build's folder. `next build`
 * empties the route cache, but a server of the previous build still running meanwhile (`npm run
 * build`, then a restart) goes on writing its pages there, and the new server would serve them —
 * with the old build's script addresses, which no longer exist — until they expire. The read
 * cache outlives every build: a read whose code did not change but whose API answer did (a field
 * added) would be served in its old shape for up to 300 s. A marker beside the route cache names
 * the build whose server filled them; on a start of another build both go. True when they held
 * entries and these were dropped.
 */
export function dropOtherBuildsCaches(distDir) {
  const idFile = path.join(distDir, 'BUILD_ID');
  // No build there: Next says so itself when it prepares.
  if (!fs.existsSync(idFile)) return false;
  const buildId = fs.readFileSync(idFile, 'utf8').trim();
  const marker = path.join(distDir, 'server', 'route-cache.build-id');
  let recorded = null;
  try {
    recorded = fs.readFileSync(marker, 'utf8').trim();
  } catch {
    // No marker: the first start of this build.
  }
  if (recorded === buildId) return false;
  let held = false;
  for (const parts of RUN_TIME_CACHES) {
    const folder = path.join(distDir, ...parts);
    held = fs.existsSync(folder) || held;
    fs.rmSync(folder, { recursive: true, force: true });
  }
  fs.writeFileSync(marker, `${buildId}\n`);
  return held;
}
