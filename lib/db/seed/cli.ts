// `npm run seed [-- --force]`: migrate, then seed the demo data into an empty database.
import { openDatabase } from '@/lib/db/client';
import { databaseUrl } from '@/lib/db/config';
import { isDatabaseEmpty, migrateDatabase } from '@/lib/db/migrate';

import { emptyDatabase } from './empty-database';
import { cliErrorMessage, seedFromEnv } from './run-seed';
import { seedOptionsFromEnv } from './seed-options';

async function main(): Promise<number> {
  const force = process.argv.slice(2).includes('--force');
  seedOptionsFromEnv(); // fail on bad SEED_* values before touching the database

  const handle = await openDatabase({ url: databaseUrl() });
  try {
    await migrateDatabase(handle);
    if (!(await isDatabaseEmpty(handle))) {
      if (!force) {
        console.log('The database is already seeded (it has shops); nothing to do.');
        console.log('Run `npm run seed -- --force` to empty it and seed again.');
        return 0;
      }
      console.log('--force: emptying every table…');
      await emptyDatabase(handle.db);
    }
    await seedFromEnv(handle.db);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(cliErrorMessage(error));
    process.exitCode = 1;
  },
);
