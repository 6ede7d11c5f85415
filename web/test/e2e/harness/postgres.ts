import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

/** The test PostgreSQL server (trust authentication, user postgres), as the service tests use it. */
const serverUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one app: the all-in-one process derives one database per
 * service from it (`<name>_identity`, `<name>_resume`, ...), and `drop` removes
 * them all.
 */
export async function createAppDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitae_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'",
          [name],
        );
        for (const { datname } of rows) {
          await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }
      }),
  };
}
