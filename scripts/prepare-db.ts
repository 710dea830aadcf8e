// Run by `npm start` and `npm run dev` before the server: migrate, then seed an empty database
// (with PostgreSQL under an advisory lock, so instances starting together take turns). It opens
// and closes the database itself, so the server can open PGlite after it.
import { databaseUrl } from '@/lib/db/config';
import { DatabaseInUseError } from '@/lib/db/pglite-lock';
import { prepareDatabase } from '@/lib/db/prepare';
import { seedOptionsFromEnv } from '@/lib/db/seed/seed-options';
import { readServerEnv } from '@/lib/env';

readServerEnv();

try {
  await prepareDatabase({ url: databaseUrl(), seed: seedOptionsFromEnv() });
} catch (error) {
  // Another server on the same embedded database: its message says what to do.
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
