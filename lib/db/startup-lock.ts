import pg from 'pg';

/**
 * The advisory lock key every instance takes around migrate + seed: a fixed number of our own
 * ("tienda" read as a big-endian integer), so no other feature's lock collides with it.
 */
export const PREPARE_LOCK_KEY = 127_996_022_121_569;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, on a connection of its own so the
 * work's pool is free to do anything (migrations open transactions). Instances that start together
 * wait here one after another: the first migrates and seeds, the later ones find it done. The lock
 * goes with the session, so an instance killed half-way frees it for the next.
 */
export async function withPrepareLock<T>(
  url: string,
  work: () => Promise<T>,
  log: (message: string) => void = console.log,
): Promise<T> {
  // No statement timeout here: waiting for another instance's migrations is this statement's job.
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  client.on('error', (error) => log(`[db] start-up lock connection lost: ${error.message}`));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [PREPARE_LOCK_KEY],
    );
    if (!rows[0]?.locked) {
      log('Another instance is preparing the database: waiting for it…');
      await client.query('select pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
