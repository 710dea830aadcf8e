// `npm run db:migrate`: applies pending migrations to the configured database.
import { openDatabase } from './client';
import { databaseUrl } from './config';
import { migrateDatabase } from './migrate';

const handle = await openDatabase({ url: databaseUrl() });
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
