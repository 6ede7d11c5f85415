import { Client } from 'pg';

import { createTestDatabase, uniqueName } from '../src/testing';

describe('uniqueName', () => {
  it('makes distinct names safe for databases and streams', () => {
    const a = uniqueName('Resume-Events');
    const b = uniqueName('Resume-Events');
    expect(a).toMatch(new RegExp(`^resume_events_${process.pid}_[0-9a-f]{8}$`));
    expect(a).not.toBe(b);
  });
});

describe('createTestDatabase', () => {
  it('creates a database and drops it even while a connection is still open', async () => {
    const database = await createTestDatabase('kit_helper');
    const client = new Client({ connectionString: database.url });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    expect(database.url).toContain(`/${rows[0].name}`);

    await database.drop();

    await expect(client.query('SELECT 1')).rejects.toThrow();
    await client.end().catch(() => undefined);
    const admin = new Client({
      connectionString: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [rows[0].name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
