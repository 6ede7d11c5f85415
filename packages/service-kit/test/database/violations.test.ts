import 'reflect-metadata';

import { Client } from 'pg';
import { type MigrationInterface, QueryFailedError, type QueryRunner } from 'typeorm';

import {
  type Database,
  isForeignKeyViolation,
  isUniqueViolation,
  openDatabase,
} from '../../src/database';
import { createTestDatabase, silentLogger } from '../../src/testing';

jest.setTimeout(60_000);

class CreateTables1700000000000 implements MigrationInterface {
  name = 'CreateTables1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE parent (id int PRIMARY KEY, name text NOT NULL UNIQUE)');
    await runner.query(
      'CREATE TABLE child (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parent (id))',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE child');
    await runner.query('DROP TABLE parent');
  }
}

/** What a query throws, as it throws it. */
async function failureOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query succeeded');
}

describe('the violation helpers against PostgreSQL', () => {
  let testDatabase: { url: string; drop(): Promise<void> };
  let database: Database;
  let client: Client;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('kit_violations');
    database = await openDatabase({
      service: 'violations',
      url: testDatabase.url,
      dataDir: '/nonexistent',
      logger: silentLogger(),
      entities: [],
      migrations: [CreateTables1700000000000],
    });
    await database.dataSource.query("INSERT INTO parent (id, name) VALUES (1, 'taken')");
    client = new Client({ connectionString: testDatabase.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.close();
    await testDatabase?.drop();
  });

  it('recognise a unique violation from TypeORM and from pg', async () => {
    const viaTypeorm = await failureOf(
      database.dataSource.query("INSERT INTO parent (id, name) VALUES (2, 'taken')"),
    );
    expect(viaTypeorm).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(viaTypeorm)).toBe(true);
    expect(isForeignKeyViolation(viaTypeorm)).toBe(false);

    const viaPg = await failureOf(
      client.query('INSERT INTO parent (id, name) VALUES (1, $1)', ['other']),
    );
    expect(isUniqueViolation(viaPg)).toBe(true);
    expect(isForeignKeyViolation(viaPg)).toBe(false);
  });

  it('recognise a foreign-key violation from TypeORM and from pg', async () => {
    const viaTypeorm = await failureOf(
      database.dataSource.manager.transaction((manager) =>
        manager.query('INSERT INTO child (id, parent_id) VALUES (1, 99)'),
      ),
    );
    expect(isForeignKeyViolation(viaTypeorm)).toBe(true);
    expect(isUniqueViolation(viaTypeorm)).toBe(false);

    const viaPg = await failureOf(client.query('INSERT INTO child (id, parent_id) VALUES (2, 99)'));
    expect(isForeignKeyViolation(viaPg)).toBe(true);
  });

  it('recognise the driver error TypeORM wraps, and nothing else', async () => {
    const notNull = await failureOf(
      database.dataSource.query('INSERT INTO parent (id, name) VALUES (3, NULL)'),
    );
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isForeignKeyViolation(notNull)).toBe(false);

    expect(isUniqueViolation({ driverError: { code: '23505' } })).toBe(true);
    expect(isForeignKeyViolation({ driverError: { code: '23503' } })).toBe(true);
    for (const other of [new Error('23505'), '23505', null, undefined, { code: 23505 }]) {
      expect(isUniqueViolation(other)).toBe(false);
      expect(isForeignKeyViolation(other)).toBe(false);
    }
  });
});
