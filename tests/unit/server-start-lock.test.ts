// A second server on the same embedded database stops before it listens, with the message that
// says what to do (before, it said Ready and answered 500 until its first database use).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { lockEmbeddedDatabaseAtStart } from '@/server/pglite-lock.mjs';

const RUN = path.resolve(import.meta.dirname, '../../server/run.mjs');
const dirs: string[] = [];

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-start-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock at server start', () => {
  it('makes a second server on the same folder exit 1 with the message, before listening', () => {
    const dir = dataDir();
    // The first server: any live process holding the folder's lock.
    const first = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(first.pid));
      const second = spawnSync(process.execPath, [RUN], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '3409' },
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(
        new RegExp(
          `in use by process ${first.pid}\\. Stop that process first, or set DATABASE_URL`,
        ),
      );
      expect(second.stdout).not.toMatch(/Ready/);
      // The first server's lock is left as it was.
      expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(first.pid));
    } finally {
      first.kill();
    }
  });

  it('takes the lock for this process, and takes none with PostgreSQL', () => {
    const dir = dataDir();
    const release = lockEmbeddedDatabaseAtStart({ DATA_DIR: dir });
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    lockEmbeddedDatabaseAtStart({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/tienda' })();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
