import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { acquirePgliteLock } from '@/lib/db/pglite-lock';

const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data folder lock', () => {
  it('refuses a second live process with a message that says what to do', async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => acquirePgliteLock(dir)).toThrow(/in use by process \d+.*DATABASE_URL/s);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = dataDir();
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
