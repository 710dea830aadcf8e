import { type DatabaseHandle, openDatabase } from './client';
import { isDatabaseEmpty, migrateDatabase } from './migrate';
import { seedDatabase, type SeedOptions, type SeedSummary } from './seed/seed';
import { withPrepareLock } from './startup-lock';

export interface PrepareOptions {
  /** postgres://… (else the embedded PGlite in DATA_DIR). */
  url?: string;
  /** Seed an empty database with these options; leave out to only migrate (`npm run db:migrate`). */
  seed?: Omit<SeedOptions, 'log'>;
  log?: (message: string) => void;
}

export interface PrepareResult {
  kind: DatabaseHandle['kind'];
  /** What this run seeded; null when the database already had data (or seeding was not asked). */
  seeded: SeedSummary | null;
}

/**
 * Migrates, then seeds an empty database: what `npm start` (scripts/prepare-db.ts) and `npm run
 * db:migrate` do before serving. With PostgreSQL the two run under an advisory lock, so instances
 * starting together take turns and the later ones find the work done (without it they collided on
 * the extensions' and the seed's unique keys and exited). PGlite needs no lock of its own: its
 * folder lock already admits one process.
 */
export async function prepareDatabase(options: PrepareOptions = {}): Promise<PrepareResult> {
  const log = options.log ?? console.log;
  const run = async () => {
    // Migrations and the seed may run for minutes on a big database: no statement limit for them.
    const handle = await openDatabase({ url: options.url, pool: { statementTimeoutMs: 0 } });
    try {
      await migrateDatabase(handle);
      const seeded =
        options.seed && (await isDatabaseEmpty(handle))
          ? await seed(handle, options.seed, log)
          : null;
      return { kind: handle.kind, seeded };
    } finally {
      await handle.close();
    }
  };
  return options.url ? withPrepareLock(options.url, run, log) : run();
}

async function seed(
  handle: DatabaseHandle,
  options: Omit<SeedOptions, 'log'>,
  log: (message: string) => void,
): Promise<SeedSummary> {
  log('Empty database: seeding the demo data…');
  const summary = await seedDatabase(handle.db, { ...options, log: (m) => log(`  ${m}`) });
  log(
    `Seeded ${summary.shops} shops, ${summary.products} products, ${summary.users} users in ${summary.ms} ms.`,
  );
  return summary;
}
