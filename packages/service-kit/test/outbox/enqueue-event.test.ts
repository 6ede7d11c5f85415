import { type Database } from '../../src/database';
import { enqueueEvent } from '../../src/outbox';
import { commitEvents, encode, openOutboxDatabase, outboxRows } from './outbox-harness';

describe('writing events to the outbox', () => {
  let database: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    database = await openOutboxDatabase();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  afterEach(async () => {
    await database.dataSource.query('DELETE FROM outbox');
  });

  it('writes the event with the transaction that made the change, each with a message id of its own', async () => {
    await commitEvents(database, 'one', 'two');
    const rows = await outboxRows(database);
    expect(rows).toMatchObject([
      { subject: 'test.one', attempts: 0, leased: null },
      { subject: 'test.two', attempts: 0, leased: null },
    ]);
    expect(rows[0].message_id).not.toBe(rows[1].message_id);
    const [stored] = (await database.dataSource.query(
      "SELECT payload FROM outbox WHERE subject = 'test.one'",
    )) as { payload: Buffer }[];
    expect(new TextDecoder().decode(stored.payload)).toBe('one');
  });

  it('leaves nothing when the transaction rolls back', async () => {
    await expect(
      database.dataSource.transaction(async (manager) => {
        await enqueueEvent(manager, { subject: 'test.gone', payload: encode('gone') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows(database)).toEqual([]);
  });

  it('with replacePending, drops the waiting events of the subject but not one a relay holds', async () => {
    await commitEvents(database, 'resume', 'resume', 'other');
    // A relay holds the first one.
    await database.dataSource.query(
      "UPDATE outbox SET claimed_until = now() + interval '30 seconds' WHERE id = (SELECT min(id) FROM outbox)",
    );
    await database.dataSource.transaction((manager) =>
      enqueueEvent(
        manager,
        { subject: 'test.resume', payload: encode('latest') },
        { replacePending: true },
      ),
    );
    const rows = (await database.dataSource.query(
      'SELECT subject, payload, claimed_until IS NOT NULL AS held FROM outbox ORDER BY id',
    )) as { subject: string; payload: Buffer; held: boolean }[];
    expect(
      rows.map((row) => [row.subject, new TextDecoder().decode(row.payload), row.held]),
    ).toEqual([
      ['test.resume', 'resume', true],
      ['test.other', 'other', false],
      ['test.resume', 'latest', false],
    ]);
  });
});
