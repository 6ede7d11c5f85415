import 'reflect-metadata';

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  Column,
  Entity,
  type MigrationInterface,
  PrimaryGeneratedColumn,
  type QueryRunner,
} from 'typeorm';

import { type Database, openDatabase } from '../../src/database';
import { createTestDatabase, silentLogger } from '../../src/testing';

// PGlite takes a few seconds to start, more when other suites run beside it.
jest.setTimeout(60_000);

@Entity({ name: 'note' })
class Note {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

class CreateNote1700000000000 implements MigrationInterface {
  name = 'CreateNote1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE note (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE note');
  }
}

class IndexNoteBody1700000000001 implements MigrationInterface {
  name = 'IndexNoteBody1700000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX note_body ON note (body)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX note_body');
  }
}

const schema = {
  entities: [Note],
  migrations: [CreateNote1700000000000, IndexNoteBody1700000000001],
};

/** The behaviour both runtime modes must share. */
function behavesLikeADatabase(open: () => Promise<Database>) {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration at start', async () => {
    const applied = (await database.dataSource.query(
      'SELECT name FROM migrations ORDER BY id',
    )) as { name: string }[];
    expect(applied.map((row) => row.name)).toEqual([
      'CreateNote1700000000000',
      'IndexNoteBody1700000000001',
    ]);
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('saves and reads back an entity', async () => {
    const notes = database.dataSource.getRepository(Note);
    const saved = await notes.save(notes.create({ body: 'round trip' }));
    const found = await notes.findOneByOrFail({ id: saved.id });
    expect(found.body).toBe('round trip');
    expect(found.createdAt).toBeInstanceOf(Date);
  });

  it('leaves nothing behind when a transaction rolls back', async () => {
    const notes = database.dataSource.getRepository(Note);
    await expect(
      database.dataSource.transaction(async (manager) => {
        await manager.save(manager.create(Note, { body: 'rolled back' }));
        expect(await manager.countBy(Note, { body: 'rolled back' })).toBe(1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await notes.countBy({ body: 'rolled back' })).toBe(0);
  });

  it('serves concurrent queries and a transaction running beside them', async () => {
    const notes = database.dataSource.getRepository(Note);
    const writes = Array.from({ length: 10 }, (_, n) =>
      notes.save(notes.create({ body: `parallel ${n}` })),
    );
    const transaction = database.dataSource.transaction(async (manager) => {
      await manager.save(manager.create(Note, { body: 'in transaction' }));
    });
    await Promise.all([...writes, transaction]);
    expect(await notes.count()).toBeGreaterThanOrEqual(11);
  });
}

describe('openDatabase with PostgreSQL', () => {
  let testDatabase: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    testDatabase = await createTestDatabase('kit_db');
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  behavesLikeADatabase(async () => {
    const database = await openDatabase({
      service: 'notes',
      url: testDatabase.url,
      dataDir: '/nonexistent',
      logger: silentLogger(),
      ...schema,
    });
    expect(database.mode).toBe('postgres');
    return database;
  });
});

describe('openDatabase embedded (PGlite)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitae-kit-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  behavesLikeADatabase(async () => {
    const database = await openDatabase({
      service: 'notes',
      dataDir,
      logger: silentLogger(),
      ...schema,
    });
    expect(database.mode).toBe('embedded');
    return database;
  });

  it('keeps its data under dataDir/service across a reopen', async () => {
    const first = await openDatabase({
      service: 'kept',
      dataDir,
      logger: silentLogger(),
      ...schema,
    });
    try {
      await first.dataSource.getRepository(Note).save({ body: 'survives a restart' });
    } finally {
      await first.close();
    }
    expect((await stat(join(dataDir, 'kept'))).isDirectory()).toBe(true);

    const second = await openDatabase({
      service: 'kept',
      dataDir,
      logger: silentLogger(),
      ...schema,
    });
    try {
      const notes = await second.dataSource.getRepository(Note).find();
      expect(notes.map((note) => note.body)).toEqual(['survives a restart']);
      const applied = (await second.dataSource.query(
        'SELECT count(*)::int AS n FROM migrations',
      )) as { n: number }[];
      expect(applied[0].n).toBe(2);
    } finally {
      await second.close();
    }
  });
});
