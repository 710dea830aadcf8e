import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema and applied at start by lib/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost:5432/test' },
});
