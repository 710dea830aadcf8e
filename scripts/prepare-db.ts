// Run by `npm start` and `npm run dev` before the server: migrate, then seed an empty database.
// It opens and closes the database itself, so the server can open PGlite after it.
import { openDatabase } from '@/lib/db/client';
import { databaseUrl } from '@/lib/db/config';
import { isDatabaseEmpty, migrateDatabase } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/db/seed/seed';
import { seedOptionsFromEnv } from '@/lib/db/seed/seed-options';
import { readServerEnv } from '@/lib/env';

readServerEnv();

const handle = await openDatabase({ url: databaseUrl() });
try {
  await migrateDatabase(handle);
  if (await isDatabaseEmpty(handle)) {
    console.log('Empty database: seeding the demo data…');
    const summary = await seedDatabase(handle.db, {
      ...seedOptionsFromEnv(),
      log: (m) => console.log(`  ${m}`),
    });
    console.log(
      `Seeded ${summary.shops} shops, ${summary.products} products, ${summary.users} users in ${summary.ms} ms.`,
    );
  }
} finally {
  await handle.close();
}
