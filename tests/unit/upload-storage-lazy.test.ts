// The AWS SDK is imported only by a process that stores uploads in S3 (S3_BUCKET), on the
// storage's first use: on the local disk it never loads (about 150 ms of start-up per process).
// Each case is a fresh Node process (tests/support/upload-storage-probe.ts), as the module cache
// of a test run would hide the difference.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const PROBE = path.resolve(import.meta.dirname, '../support/upload-storage-probe.ts');
const S3_ENV = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

function probe(s3: Record<string, string>): { chosen: number; used: number } {
  const env = { ...process.env };
  for (const name of S3_ENV) delete env[name];
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', PROBE], {
    env: { ...env, ...s3 },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`probe failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

describe('the upload storage loads the AWS SDK only for S3', () => {
  it('never loads it on the local disk', () => {
    expect(probe({})).toEqual({ chosen: 0, used: 0 });
  }, 60_000);

  it('loads it on the first use of the bucket, not when the storage is chosen', () => {
    const { chosen, used } = probe({
      S3_BUCKET: 'tienda-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(chosen).toBe(0);
    expect(used).toBeGreaterThan(0);
  }, 60_000);
});
