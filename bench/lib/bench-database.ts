// A Postgres database of the benchmark's own, made for one run and dropped after it.
import { Client } from 'pg';

export type BenchDatabase = { url: string; drop(): Promise<void> };

/** A fresh database on the DATABASE_URL server, and how to drop it with every per-service one. */
export async function freshDatabase(serverUrl: string): Promise<BenchDatabase> {
  const base = `vitae_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (work: (client: Client) => Promise<unknown>) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE "${base}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${base}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        // The all-in-one mode makes one database per service: <base>_identity, ...
        const made = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
          [base, `${base}_`],
        );
        for (const { datname } of made.rows) {
          await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }
      }),
  };
}
