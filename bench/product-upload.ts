// Bulk upload throughput (issue 16): a 10,000-row CSV of new items, then the same file again
// (every row an update by SKU), through the upload service on a fresh in-memory PGlite.
// `npx tsx --import ./bench/server-only-hook.mjs bench/product-upload.ts` prints it alone; `npm run bench`
// prints it after the performance report. The budget: 10,000 rows in under a minute.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface UploadFigures {
  rows: number;
  createSeconds: number;
  createRowsPerSecond: number;
  updateSeconds: number;
  updateRowsPerSecond: number;
  withinBudget: boolean;
}

const BUDGET_SECONDS = 60;

function csvOf(rows: number): string {
  const lines = ['sku,nombre,precio,existencias,descripcion,publicado'];
  for (let n = 1; n <= rows; n++) {
    lines.push(`B-${n},Artículo de prueba ${n},${(n % 900) + 100}.50,${n % 40},Hecho a mano,si`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function uploadFigures(rows = 10_000): Promise<UploadFigures> {
  // Loaded here: the services are server modules (loaded with bench/server-only-hook.mjs).
  const { openDatabase } = await import('../lib/db/client');
  const { migrateDatabase } = await import('../lib/db/migrate');
  const { suppliers, users } = await import('../lib/db/schema');
  const { uploadSupplierProducts } =
    await import('../lib/server/product-uploads/upload-supplier-products');

  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(handle);
    await handle.db.insert(users).values({
      id: 'usr_bench',
      fullName: 'Bench',
      email: 'bench@tienda.test',
      passwordHash: 'x',
    });
    await handle.db
      .insert(suppliers)
      .values({ id: 'sup_bench', name: 'Bench', ownerId: 'usr_bench' });
    const ctx = { db: handle.db, actor: { kind: 'user', userId: 'usr_bench', level: 1 } as const };
    const file = new File([csvOf(rows)], 'bench.csv', { type: 'text/csv' });
    const timed = async () => {
      const started = performance.now();
      const result = await uploadSupplierProducts(ctx, 'sup_bench', file, {
        dryRun: false,
        locale: 'es',
      });
      if (result.rows_failed > 0) throw new Error(`${result.rows_failed} rows refused`);
      return (performance.now() - started) / 1000;
    };
    const createSeconds = await timed();
    const updateSeconds = await timed();
    return {
      rows,
      createSeconds: Number(createSeconds.toFixed(2)),
      createRowsPerSecond: Math.round(rows / createSeconds),
      updateSeconds: Number(updateSeconds.toFixed(2)),
      updateRowsPerSecond: Math.round(rows / updateSeconds),
      withinBudget: Math.max(createSeconds, updateSeconds) < BUDGET_SECONDS,
    };
  } finally {
    await handle.close();
  }
}

export function printUploadFigures(figures: UploadFigures): void {
  console.log(
    `CSV upload of ${figures.rows} rows: created in ${figures.createSeconds} s (${figures.createRowsPerSecond} rows/s), updated in ${figures.updateSeconds} s (${figures.updateRowsPerSecond} rows/s); budget ${BUDGET_SECONDS} s ${figures.withinBudget ? 'met' : 'MISSED'}`,
  );
}

/** For `npm run bench`: the figures from a child process that may load server modules. */
export function printUploadBench(): void {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './bench/server-only-hook.mjs', 'bench/product-upload.ts'],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) console.error('bench: the CSV upload figures could not be measured');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  uploadFigures().then(printUploadFigures, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
