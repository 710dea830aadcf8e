// One PGlite database per catalogue size, seeded once and reused while the seed code is unchanged.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { dataDirFor, ROOT } from './config';

/** Written next to `pglite/` once the seed has finished. */
const MARKER = 'bench-seed.json';

interface Marker {
  products: number;
  fingerprint: string;
  seededAt: string;
  seedMs: number;
}

/** The files whose change makes a seeded database stale: schema, migrations and seed. */
const SEED_INPUTS = ['lib/db/schema', 'lib/db/migrations', 'lib/db/seed'];

function seedFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) visit(path.join(p, entry));
    } else {
      hash.update(path.relative(ROOT, p)).update('\0').update(fs.readFileSync(p)).update('\0');
    }
  };
  for (const input of SEED_INPUTS) visit(path.join(ROOT, input));
  return hash.digest('hex').slice(0, 16);
}

function readMarker(dataDir: string): Marker | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Refuses to touch a data folder a live process holds (see lib/db/pglite-lock.ts). */
function assertUnlocked(dataDir: string): void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  let pid = Number.NaN;
  try {
    pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
  } catch {
    return;
  }
  if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) {
    throw new Error(
      `${path.relative(ROOT, dataDir)} is in use by process ${pid}; stop it before benchmarking.`,
    );
  }
}

/** The environment of every child the bench starts for one size: its own PGlite folder. */
export function databaseEnv(size: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDirFor(size),
    SEED_PRODUCTS: String(size),
    SEED_SHOPS: '0',
  };
  delete env.DATABASE_URL;
  return env;
}

function runPrepare(size: number, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/prepare-db.ts'], {
      cwd: ROOT,
      env: databaseEnv(size),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (chunk: Buffer) => {
      fs.writeSync(log, chunk);
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`    ${line}`);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `scripts/prepare-db.ts failed (exit ${code ?? signal}); see ${path.relative(ROOT, logFile)}`,
          ),
        );
    });
  });
}

export interface PreparedDatabase {
  dataDir: string;
  reused: boolean;
  ms: number;
}

/**
 * Reuses `.data-bench-<size>` when its marker says it holds this size from the current seed code
 * (migrations still run); otherwise deletes it and seeds afresh. BENCH_RESEED=1 forces a new seed.
 */
export async function prepareDatabase(size: number): Promise<PreparedDatabase> {
  const dataDir = dataDirFor(size);
  const fingerprint = seedFingerprint();
  const marker = readMarker(dataDir);
  const reuse =
    process.env.BENCH_RESEED !== '1' &&
    marker?.products === size &&
    marker.fingerprint === fingerprint &&
    fs.existsSync(path.join(dataDir, 'pglite'));
  fs.mkdirSync(dataDir, { recursive: true });
  assertUnlocked(dataDir);
  if (!reuse) {
    const reason = !marker
      ? 'no seeded database yet'
      : marker.products !== size
        ? `it held ${marker.products} products`
        : process.env.BENCH_RESEED === '1'
          ? 'BENCH_RESEED=1'
          : marker.fingerprint !== fingerprint
            ? 'schema, migrations or seed code changed since'
            : 'its pglite folder is missing';
    console.log(`  Seeding ${size} products into ${path.relative(ROOT, dataDir)} (${reason})…`);
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, MARKER), { force: true });
  } else {
    console.log(
      `  Reusing ${path.relative(ROOT, dataDir)} (${size} products, seeded ${marker.seededAt}).`,
    );
  }
  const started = performance.now();
  await runPrepare(size, path.join(dataDir, 'prepare.log'));
  const ms = Math.round(performance.now() - started);
  if (!reuse) {
    const next: Marker = {
      products: size,
      fingerprint,
      seededAt: new Date().toISOString(),
      seedMs: ms,
    };
    fs.writeFileSync(path.join(dataDir, MARKER), `${JSON.stringify(next, null, 2)}\n`);
  }
  return { dataDir, reused: reuse, ms };
}
