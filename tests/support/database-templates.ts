// Global setup of the integration project: one migrated database of each kind per run, which every
// test database then copies (PGlite loads the data folder; PostgreSQL creates from the template)
// instead of paying initdb and the migrations each time — most of what a test database cost.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

import { adminClient, adminUrl, isPostgresAvailable } from './test-database';

export default async function setup(project: TestProject) {
  const stamp = `${process.pid}_${randomBytes(4).toString('hex')}`;

  const pglite = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(pglite);
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  const tar = path.join(os.tmpdir(), `tienda-test-pglite-${stamp}.tar`);
  fs.writeFileSync(tar, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', tar);

  let postgresTemplate: string | undefined;
  if (await isPostgresAvailable()) {
    postgresTemplate = `tienda_test_template_${stamp}`;
    const admin = adminClient();
    await admin.connect();
    await admin.query(`create database ${postgresTemplate}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${postgresTemplate}`;
    const handle = await openDatabase({ url: url.toString() });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', postgresTemplate);
  }

  return async () => {
    fs.rmSync(tar, { force: true });
    if (postgresTemplate) {
      const admin = adminClient();
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}
