import pg from 'pg';

/** Runs `work` on a fresh PostgreSQL connection to `url`, closed afterwards whatever happens. */
export async function withPgClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
