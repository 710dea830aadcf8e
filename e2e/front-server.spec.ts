import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

import { expect, test } from './support/test';

// The server `npm start` runs, as it runs by default — no proxy in front, TRUSTED_PROXY_HOPS unset
// (the e2e server trusts one hop, so this one is started apart, on its own port and database, from
// the e2e build): per-IP limits count each client by its socket, and no header a client sends
// moves it into another count (issue 15, defect 3).

const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';

/** A port and database of its own for each parallel worker. */
function placeOf(parallelIndex: number) {
  return {
    port: Number(process.env.E2E_PORT ?? 3100) + 50 + parallelIndex,
    dataDir: `${process.env.E2E_DATA_DIR ?? '.data-e2e'}-front-${parallelIndex}`,
  };
}

/** A login over a socket from the loopback address `from`, with forged client headers. */
function login(port: number, from: string, username: string, password: string, forged: number) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': `203.0.113.${forged}`,
          'x-tienda-client-ip': `forjado 198.51.100.${forged}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username, password }));
  });
}

async function waitForHealth(server: ChildProcess, port: number) {
  await expect(async () => {
    expect(server.exitCode).toBeNull();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  }).toPass({ timeout: 120_000, intervals: [500] });
}

test('npm start counts each client by its socket; forged X-Forwarded-For changes nothing', async ({}, testInfo) => {
  test.setTimeout(300_000);
  const { port, dataDir } = placeOf(testInfo.parallelIndex);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      ROOT_DOMAIN: `localhost:${port}`,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: DIST_DIR,
      SKIP_BUILD: '1',
      SEED_PRODUCTS: '50',
      TRUSTED_PROXY_HOPS: '',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(server, port);
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(port, '127.0.0.2', `nadie${i}@example.mx`, 'Mala1', i),
      ),
    );
    expect(failures).toEqual(Array(50).fill(401));
    expect(await login(port, '127.0.0.2', 'nadie@example.mx', 'Mala1', 77)).toBe(429);
    // Another client (another socket address), with the very same forged headers, logs in.
    expect(await login(port, '127.0.0.3', 'cliente@tienda.test', 'Demo1234!', 77)).toBe(200);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve) : resolve(null),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
