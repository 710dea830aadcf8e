// The bench's baseline (issue 23): a separate trivial Next app in bench/trivial-app (one dynamic
// page, no middleware, no layout of ours), with its own next, react and react-dom at the app's
// versions, installed, built and started by the bench itself, so "÷ the trivial page" compares
// with Next alone and not with a page that shares this app's middleware and layout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './config';
import { freePort, type RunningServer, startProcess } from './server';

export const TRIVIAL_APP_DIR = path.join(ROOT, 'bench', 'trivial-app');
const PINNED = ['next', 'react', 'react-dom'] as const;

function installedVersion(root: string, name: string): string | null {
  try {
    const file = path.join(root, 'node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** The trivial app's sources are newer than its build (or it has none). */
function buildIsStale(): boolean {
  const buildId = path.join(TRIVIAL_APP_DIR, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ['app', 'next.config.mjs', 'package.json'].map((p) =>
    path.join(TRIVIAL_APP_DIR, p),
  );
  const newest = (p: string): number => {
    const stat = fs.statSync(p);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
  };
  return sources.some((p) => newest(p) > built);
}

/**
 * Installs the trivial app's packages when missing (or not the app's versions) and builds it
 * when stale; returns the milliseconds spent, or null when nothing had to be done.
 */
export function prepareTrivialApp(): number | null {
  const started = performance.now();
  let worked = false;
  const pinned = JSON.parse(fs.readFileSync(path.join(TRIVIAL_APP_DIR, 'package.json'), 'utf8'))
    .dependencies as Record<string, string>;
  for (const name of PINNED) {
    const app = installedVersion(ROOT, name);
    if (app && pinned[name] !== app) {
      console.log(
        `Note: bench/trivial-app pins ${name} ${pinned[name]} but the app runs ${app}; update bench/trivial-app/package.json.`,
      );
    }
  }
  if (PINNED.some((name) => installedVersion(TRIVIAL_APP_DIR, name) !== pinned[name])) {
    console.log('Installing the trivial app’s packages (bench/trivial-app)…');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: TRIVIAL_APP_DIR,
      stdio: 'inherit',
    });
    worked = true;
  }
  if (buildIsStale()) {
    console.log('Building the trivial app (bench/trivial-app)…');
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: TRIVIAL_APP_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    worked = true;
  }
  return worked ? Math.round(performance.now() - started) : null;
}

/** `next start` of the trivial app on a free port, stopped by its PID. */
export async function startTrivialApp(logFile: string): Promise<RunningServer> {
  const port = await freePort();
  return startProcess({
    args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    cwd: TRIVIAL_APP_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    port,
    logFile,
    healthPath: '/',
    healthTimeoutMs: 60_000,
  });
}
