// Several `next start` instances of the e2e build on one PostgreSQL database, as a load balancer
// would run them (e2e/multi-instance.spec.ts): the database made and dropped here, each instance
// spawned as `npm start` serves (server/run.mjs) and stopped by its PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import pg from 'pg';
import { exitedWithin } from '../../tests/support/child-exit';
import { withPgClient } from '../../tests/support/pg-client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL the tests use answers within 1.5 s. */
export async function isPostgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1_500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> =>
  withPgClient(ADMIN_URL, work);

/** A new empty database on the tests' server; resolves to its URL. */
export async function createDatabase(name: string): Promise<string> {
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Migrates and seeds the database as `npm start` does before serving (scripts/prepare-db.ts). */
export async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prepare-db.ts'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code}):\n${output}`);
}

export { freePort } from '../../tests/support/free-port';

export interface Instance {
  baseURL: string;
  /** The server's process id (bench/kill-instance.ts kills one with SIGKILL). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Serves the build on `port` as `npm start` does (server/run.mjs), logging to `logFile`; resolves
 * once `/api/health` answers 200.
 */
export async function startInstance(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  timeoutMs: number;
}): Promise<Instance> {
  const { port, logFile } = options;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(ROOT, 'server/run.mjs')], {
    cwd: ROOT,
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (!child.pid || (await exitedWithin(child, 0))) return;
    child.kill('SIGTERM');
    if (!(await exitedWithin(child, 10_000))) child.kill('SIGKILL');
    await exitedWithin(child, 5_000);
  };
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the instance on port ${port} exited early; see ${logFile}`);
    const healthy = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { baseURL, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the instance on port ${port} was not healthy in time; see ${logFile}`);
}
