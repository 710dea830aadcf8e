import type { Db } from '@/lib/db/client';

import { DEMO_SHOPS } from './demo-accounts';
import { seedDatabase, type SeedSummary } from './seed';
import { SeedOptionsError, seedOptionsFromEnv } from './seed-options';

/** Seeds with the sizes from SEED_PRODUCTS / SEED_SHOPS, printing progress and the summary. */
export async function seedFromEnv(db: Db): Promise<SeedSummary> {
  const options = seedOptionsFromEnv();
  console.log(
    `Seeding ${options.products} products and ${DEMO_SHOPS.length + options.extraShops} shops…`,
  );
  const summary = await seedDatabase(db, {
    ...options,
    log: (message) => console.log(`  ${message}`),
  });
  console.log(
    `Seeded ${summary.shops} shops, ${summary.products} products, ${summary.users} users, ${summary.listings} listings and ${summary.orders} orders in ${(summary.ms / 1000).toFixed(1)} s.`,
  );
  return summary;
}

/** One readable line for the seed and reset commands; the stack only with DEBUG set. */
export function cliErrorMessage(error: unknown): string {
  if (error instanceof SeedOptionsError) return `Invalid seed options: ${error.message}`;
  if (error instanceof Error)
    return process.env.DEBUG ? (error.stack ?? error.message) : error.message;
  return String(error);
}
