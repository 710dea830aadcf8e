// deploy/nginx.conf run as it is in front of instances on this machine: only its instance
// addresses, port, names and log path replaced, inside a minimal main configuration whose pid,
// logs and temporary files live in a folder of the caller's. nginx runs in the foreground as this
// process's child, so it is stopped by its own PID.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './config';
import { exitedWithin } from '../tests/support/child-exit';

const DEPLOY_CONFIG = path.join(ROOT, 'deploy/nginx.conf');

/** Whether an `nginx` binary runs here (`apt-get install -y nginx` on Debian). */
export function isNginxInstalled(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Replaces `pattern` in `text`, insisting it is there: a changed deploy file fails loudly. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: ${what} not found`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf with this machine's instances, port, root domain and log file. */
export function renderDeployConfig(options: {
  instancePorts: readonly number[];
  listenPort: number;
  rootDomain: string;
  accessLog: string;
}): string {
  let config = fs.readFileSync(DEPLOY_CONFIG, 'utf8');
  // The example's instance lines (`server 127.0.0.1:3001 max_fails=…;`), replaced by ours with
  // the same passive-health settings.
  const example = /^( *)server 127\.0\.0\.1:\d+( [^;\n]*);\n/m.exec(config);
  if (!example) throw new Error('deploy/nginx.conf: no `server 127.0.0.1:<port> …;` line');
  const [, indent, settings] = example;
  config = config.replace(/^ *server 127\.0\.0\.1:\d+ [^;\n]*;\n/gm, '');
  config = replaceOnce(
    config,
    /^( *upstream tienda \{\n)/m,
    `$1${options.instancePorts.map((port) => `${indent}server 127.0.0.1:${port}${settings};\n`).join('')}`,
    'upstream tienda',
  );
  config = replaceOnce(
    config,
    /^( *)listen 80 default_server;/m,
    `$1listen 127.0.0.1:${options.listenPort} default_server;`,
    '`listen 80 default_server;`',
  );
  const host = options.rootDomain.replace(/:\d+$/, '');
  config = replaceOnce(
    config,
    /^( *)server_name tienda\.example \*\.tienda\.example;/m,
    `$1server_name ${host} *.${host};`,
    'server_name',
  );
  return replaceOnce(
    config,
    /^( *)access_log \S+ tienda_json;/m,
    `$1access_log ${options.accessLog} tienda_json;`,
    'access_log',
  );
}

export interface RunningNginx {
  pid: number;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with the rendered deploy config in `dir` (its pid file, logs and temporary
 * folders go there too); resolves once it answers on `listenPort`. `adjust` may change the
 * rendered file further (a test's shorter timeout).
 */
export async function startNginx(options: {
  dir: string;
  instancePorts: readonly number[];
  listenPort: number;
  rootDomain: string;
  adjust?: (config: string) => string;
}): Promise<RunningNginx> {
  const { dir, adjust = (config: string) => config } = options;
  fs.mkdirSync(dir, { recursive: true });
  const accessLog = path.join(dir, 'access.log');
  fs.writeFileSync(
    path.join(dir, 'tienda.conf'),
    adjust(renderDeployConfig({ ...options, accessLog })),
  );
  // The main configuration a distribution ships, cut to what this run needs; the deploy file is
  // included inside `http { }` as it would be from /etc/nginx/conf.d/.
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('tienda.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', temp('nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    if (await exitedWithin(child, 0)) return;
    // QUIT: finish the requests in flight, then exit; TERM if it has not within 5 s.
    child.kill('SIGQUIT');
    if (!(await exitedWithin(child, 5_000))) child.kill('SIGTERM');
    await exitedWithin(child, 5_000);
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors}`);
    const up = await fetch(`http://127.0.0.1:${options.listenPort}/api/health/live`, {
      signal: AbortSignal.timeout(2_000),
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return { pid: child.pid!, accessLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on port ${options.listenPort}: ${errors}`);
}
