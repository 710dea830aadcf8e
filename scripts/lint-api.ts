// `npm run lint:api` (part of `npm run check`): the OpenAPI document, built from the contract
// without a server or a database, linted by Redocly's `recommended` rules (redocly.yaml). Offline;
// fails on errors. The document is written to node_modules/.cache/openapi/openapi.json, a fixed
// path so .redocly.lint-ignore.yaml can name it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

// `server-only` throws outside a React Server environment (vitest aliases it the same way).
const serverOnlyAsEmptyModule = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only'
    ? { url: 'data:text/javascript,export{}', format: 'module', shortCircuit: true }
    : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyAsEmptyModule)}`);

const { createApiApp } = await import('@/lib/server/http/app');
const { apiDocument } = await import('@/lib/server/http/openapi-document');

const root = path.resolve(import.meta.dirname, '..');
const documentPath = path.join(root, 'node_modules', '.cache', 'openapi', 'openapi.json');

// Building the document runs no middleware, so the database is never asked for.
const app = createApiApp({
  database: () => Promise.reject(new Error('lint:api builds the OpenAPI document only')),
});
const document = apiDocument(app);
mkdirSync(path.dirname(documentPath), { recursive: true });
writeFileSync(documentPath, `${JSON.stringify(document, null, 2)}\n`);

const redocly = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const lint = spawn(
  process.execPath,
  [redocly, 'lint', path.relative(root, documentPath), '--config', 'redocly.yaml'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No telemetry, no update check: the lint runs offline.
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  },
);
// Redocly boxes a Node.js 20 deprecation notice into every run (package.json's engines cover
// Node 20): its lines are left out, the rest passes through as it comes.
const banner = /^\s*[╔║╚]/;
for (const [from, to] of [
  [lint.stdout, process.stdout],
  [lint.stderr, process.stderr],
] as const) {
  let started = false;
  createInterface({ input: from }).on('line', (line) => {
    if (banner.test(line) || (!started && line.trim() === '')) return;
    started = true;
    to.write(`${line}\n`);
  });
}
const [status] = (await once(lint, 'close')) as [number | null];

const operations = Object.values(document.paths ?? {}).flatMap((item) =>
  Object.keys(item ?? {}).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
).length;
console.log(`lint:api: ${operations} operations, ${path.relative(root, documentPath)}`);
process.exit(status ?? 1);
