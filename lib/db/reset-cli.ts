// `npm run db:reset`: drop everything, migrate and seed again.
import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { openDatabase } from './client';
import { databaseUrl, defaultDataDir } from './config';
import { migrateDatabase } from './migrate';
import { acquirePgliteLock } from './pglite-lock';
import { cliErrorMessage, seedFromEnv } from './seed/run-seed';
import { seedOptionsFromEnv } from './seed/seed-options';

async function main(): Promise<void> {
  seedOptionsFromEnv(); // fail on bad SEED_* values before dropping anything
  const url = databaseUrl();
  if (url) {
    const handle = await openDatabase({ url });
    try {
      console.log('Dropping the public and drizzle schemas…');
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`create schema public`);
    } finally {
      await handle.close();
    }
  } else {
    const dataDir = defaultDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // Throws when a running server (another live process) holds the embedded database.
    const release = acquirePgliteLock(dataDir);
    console.log(`Deleting ${dataDir}…`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    release();
  }

  const handle = await openDatabase({ url });
  try {
    await migrateDatabase(handle);
    await seedFromEnv(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(cliErrorMessage(error));
  process.exitCode = 1;
});
