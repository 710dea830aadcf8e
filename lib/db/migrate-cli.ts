// `npm run db:migrate`: applies pending migrations to the configured database (with PostgreSQL
// under the same advisory lock as `npm start`, so it can run while instances start).
import { databaseUrl } from './config';
import { prepareDatabase } from './prepare';

const { kind } = await prepareDatabase({ url: databaseUrl() });
console.log(`Migrations applied (${kind}).`);
