import fs from 'node:fs';
import path from 'node:path';

/**
 * Forgets pages another build's server cached in this build's folder. Next keeps the pages it
 * renders at run time in `<distDir>/server/route-cache`, keyed by route, not by build. `next build`
 * empties the folder, but a server of the previous build still running meanwhile (`npm run build`,
 * then a restart) goes on writing its pages there, and the new server would serve them — with the
 * old build's script addresses, which no longer exist — until they expire. A marker beside the
 * folder names the build whose server filled it; on a start of another build the folder goes.
 * True when it held pages and they were dropped.
 */
export function dropOtherBuildsRouteCache(distDir) {
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
  const folder = path.join(distDir, 'server', 'route-cache');
  const held = fs.existsSync(folder);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.writeFileSync(marker, `${buildId}\n`);
  return held;
}
