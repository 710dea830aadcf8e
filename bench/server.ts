// Starts the app as `npm start` serves it (server/run.mjs: the front server before Next's handler)
// for one size on a free port, and stops it again by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { ROOT } from './config';
import { databaseEnv } from './database';
import { exitedWithin } from '../tests/support/child-exit';

export interface RunningServer {
  pid: number;
  port: number;
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const running = new Set<ChildProcess>();

/** Kills any server still running when the bench exits early (Ctrl-C, crash). */
function killLeftovers(): void {
  for (const child of running) if (child.pid && child.exitCode === null) child.kill('SIGKILL');
}
process.once('exit', killLeftovers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killLeftovers();
    process.exit(130);
  });
}

export interface ProcessOptions {
  /** Node arguments: a script and its own arguments. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  logFile: string;
  /** The working folder (the repository unless said). */
  cwd?: string;
  /** The path that answers 200 once the server is ready (`/api/health` unless said). */
  healthPath?: string;
  /** How long the health path may take to answer 200 (a first start seeds its database). */
  healthTimeoutMs: number;
}

/** A Node server process, spawned directly so its PID is the one stopped; ready once `/api/health` answers 200. */
export async function startProcess(options: ProcessOptions): Promise<RunningServer> {
  const { port, logFile } = options;
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? ROOT,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (!child.pid) throw new Error(`could not start ${options.args.join(' ')}`);
  running.add(child);
  const pid = child.pid;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, 'SIGTERM');
      if (!(await exitedWithin(child, 10_000))) {
        process.kill(pid, 'SIGKILL');
        await exitedWithin(child, 5_000);
      }
    }
    running.delete(child);
  };
  const server: RunningServer = { pid, port, baseUrl: `http://localhost:${port}`, logFile, stop };
  try {
    await waitForHealth(
      server,
      child,
      options.healthPath ?? '/api/health',
      options.healthTimeoutMs,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return server;
}

/** The existing build served as `npm start` serves it, with the size's own database. */
export async function startServer(size: number, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  return startProcess({
    args: [path.join(ROOT, 'server/run.mjs')],
    env: {
      ...databaseEnv(size),
      NODE_ENV: 'production',
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      // The shopping phases: each shopper signs in from its own X-Forwarded-For address (the
      // per-IP login limit), and their accounts are created without a PIN (bench/shopping.ts).
      TRUSTED_PROXY_HOPS: '1',
      REGISTRATION_SKIP_PIN: '1',
    },
    port,
    logFile,
    healthTimeoutMs: 120_000,
  });
}

async function waitForHealth(
  server: RunningServer,
  child: ChildProcess,
  healthPath: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy; see ${path.relative(ROOT, server.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}${healthPath}`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${healthPath} did not answer 200 within ${timeoutMs / 1000} s (${last}); see ${path.relative(ROOT, server.logFile)}`,
  );
}
