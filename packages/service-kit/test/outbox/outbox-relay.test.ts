import { Client } from 'pg';

import { type Database } from '../../src/database';
import {
  enqueueEvent,
  type OutboxRelay,
  type OutboxRelayOptions,
  startOutboxRelay,
} from '../../src/outbox';
import { silentLogger } from '../../src/testing';
import {
  BusRecorder,
  commitEvents,
  encode,
  gate,
  openOutboxDatabase,
  outboxRows,
  sleep,
  stream,
  until,
} from './outbox-harness';

describe('the outbox relay, on PostgreSQL', () => {
  let database: Database & { dispose(): Promise<void> };
  let recorder: BusRecorder;
  const relays: OutboxRelay[] = [];

  const start = (name: string, options: Partial<OutboxRelayOptions> = {}): OutboxRelay => {
    const relay = startOutboxRelay({
      dataSource: database.dataSource,
      bus: recorder.as(name),
      logger: silentLogger(),
      intervalMs: 20,
      streams: [stream],
      ...options,
    });
    relays.push(relay);
    return relay;
  };
  const empty = async () => (await outboxRows(database)).length === 0;
  const databaseUrl = (opened: Database) => (opened.dataSource.options as { url: string }).url;

  beforeAll(async () => {
    database = await openOutboxDatabase();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  beforeEach(() => {
    recorder = new BusRecorder();
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
    await recorder.close();
    await database.dataSource.query('DELETE FROM outbox');
  });

  it('creates its streams, publishes the events in the order written under their message ids and deletes them', async () => {
    await commitEvents(database, 'one', 'two', 'three');
    const written = await outboxRows(database);
    start('a');
    await until(empty, 'an empty outbox');

    expect(recorder.acknowledged.map((attempt) => attempt.text)).toEqual(['one', 'two', 'three']);
    expect(recorder.acknowledged.map((attempt) => attempt.msgId)).toEqual(
      written.map((row) => row.message_id),
    );
    expect(await recorder.inner.messageCount(stream.name)).toBe(3);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    start('a');
    await expect(
      database.dataSource.transaction(async (manager) => {
        await enqueueEvent(manager, {
          subject: 'test.rolled-back',
          payload: encode('rolled-back'),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Written after it: had the rolled-back row been visible, it would have gone first.
    await commitEvents(database, 'committed');
    await until(() => recorder.acknowledged.length === 1, 'the committed event');
    await until(empty, 'an empty outbox');
    // Another look at the outbox, known by the event it finds, finds nothing else.
    await commitEvents(database, 'later');
    await until(() => recorder.acknowledged.length === 2, 'the later event');

    expect(recorder.attempts.map((attempt) => attempt.text)).toEqual(['committed', 'later']);
  });

  it('deletes a row only after the bus acknowledged it, and keeps it when the bus refuses', async () => {
    const first = gate();
    const second = gate();
    recorder.step = () => (recorder.attempts.length === 1 ? first.promise : second.promise);
    await commitEvents(database, 'held');
    start('a', { intervalMs: 300 });
    await until(() => recorder.attempts.length === 1, 'the publish');

    // The bus has the message but has not answered: the row stays, leased.
    await sleep(100);
    expect(await outboxRows(database)).toMatchObject([{ subject: 'test.held', leased: true }]);

    first.refuse(new Error('no responders'));
    await until(async () => (await outboxRows(database))[0]?.leased === null, 'the row released');
    expect(await outboxRows(database)).toMatchObject([{ subject: 'test.held', attempts: 1 }]);

    await until(() => recorder.attempts.length === 2, 'the retry');
    await sleep(100);
    expect(await outboxRows(database)).toMatchObject([{ subject: 'test.held', attempts: 2 }]);
    second.open();
    await until(empty, 'the row deleted after the acknowledgement');
    expect(recorder.attempts.map((attempt) => attempt.outcome)).toEqual([
      'refused',
      'acknowledged',
    ]);
  });

  it('backs off with doubling pauses, capped, while the bus refuses, then delivers once', async () => {
    let refusals = 9;
    recorder.step = async () => {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('NATS is away');
      }
    };
    // Two events of one resource (the subject's last token).
    await commitEvents(database, 'first.resume-1', 'second.resume-1');
    start('a', { intervalMs: 40, maxBackoffMs: 160 });
    await until(empty, 'the events delivered', 20_000);

    const refused = recorder.attempts.filter((attempt) => attempt.outcome === 'refused');
    expect(refused).toHaveLength(9);
    // The resource's events stop at the refused one, so the second never jumps ahead of the first.
    expect(refused.every((attempt) => attempt.text === 'first.resume-1')).toBe(true);
    expect(recorder.acknowledged.map((attempt) => attempt.text)).toEqual([
      'first.resume-1',
      'second.resume-1',
    ]);

    const pauses = recorder.attempts
      .slice(1, 10)
      .map((attempt, n) => attempt.at - recorder.attempts[n].at);
    const planned = [40, 80, 160, 160, 160, 160, 160, 160, 160];
    pauses.forEach((pause, n) => expect(pause).toBeGreaterThanOrEqual(planned[n] - 5));
    // Uncapped, the last pauses would be 2.5 s and 5 s.
    expect(Math.max(...pauses.slice(4))).toBeLessThan(1_500);
  });

  it('lets two relays share the outbox without publishing any row twice', async () => {
    recorder.step = () => sleep(3);
    const texts = Array.from({ length: 60 }, (_, n) => `event-${n}`);
    await commitEvents(database, ...texts);
    start('a', { batchSize: 10 });
    start('b', { batchSize: 10 });
    await until(empty, 'an empty outbox', 20_000);

    const published = recorder.attempts.map((attempt) => attempt.text);
    expect(published).toHaveLength(60);
    expect(new Set(published).size).toBe(60);
    expect(new Set(recorder.attempts.map((attempt) => attempt.relay))).toEqual(new Set(['a', 'b']));
    // Each relay publishes its own batches in the order written.
    for (const relay of ['a', 'b']) {
      const order = recorder.attempts
        .filter((attempt) => attempt.relay === relay)
        .map((attempt) => Number(attempt.text.slice('event-'.length)));
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
  });

  it('leaves a leased row to its relay until the lease ends, then another takes it over under the same message id', async () => {
    const stuck = gate();
    recorder.step = (attempt) => (attempt.relay === 'stuck' ? stuck.promise : Promise.resolve());
    await commitEvents(database, 'leased');
    const [row] = await outboxRows(database);
    start('stuck', { leaseMs: 1_000 });
    await until(() => recorder.attempts.length === 1, 'the first relay to claim the row');
    const claimedAt = Date.now();
    start('other', { leaseMs: 1_000 });

    await until(empty, 'the row published by the other relay');
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(800);
    expect(recorder.attempts.map((attempt) => [attempt.relay, attempt.msgId])).toEqual([
      ['stuck', row.message_id],
      ['other', row.message_id],
    ]);
    stuck.open();
  });

  it("never lets a relay publish a subject's event while an earlier one of that subject is still out", async () => {
    const held = gate();
    recorder.step = (attempt) => (attempt.text === 'version-1' ? held.promise : Promise.resolve());
    const change = (text: string) =>
      database.dataSource.transaction((manager) =>
        enqueueEvent(manager, { subject: 'test.resume.1', payload: encode(text) }),
      );
    await change('version-1');
    start('a');
    await until(() => recorder.attempts.length === 1, 'the first relay holding version 1');
    // The resume changes again while version 1 is being published; another
    // relay, and another subject, come along.
    await change('version-2');
    await commitEvents(database, 'other');
    start('b');
    try {
      await until(
        () => recorder.acknowledged.some((attempt) => attempt.text === 'other'),
        "the other subject's event",
      );
      // Another look past version 2, known by the event written after it, leaves it too.
      await commitEvents(database, 'third');
      await until(
        () => recorder.acknowledged.some((attempt) => attempt.text === 'third'),
        'the event written after',
      );
      // Had version 2 gone first, the stream's latest of the subject would be version 1.
      expect(recorder.attempts.map((attempt) => attempt.text)).toEqual([
        'version-1',
        'other',
        'third',
      ]);
    } finally {
      held.open();
    }
    await until(empty, 'an empty outbox');
    expect(
      recorder.acknowledged
        .filter((attempt) => attempt.subject === 'test.resume.1')
        .map((attempt) => attempt.text),
    ).toEqual(['version-1', 'version-2']);
  });

  it("publishes different resources side by side: a slow acknowledgement holds back only its own resource's later events", async () => {
    const slow = gate();
    recorder.step = (attempt) =>
      attempt.text === 'changed.resume-1' ? slow.promise : Promise.resolve();
    await commitEvents(
      database,
      'changed.resume-1',
      'deleted.resume-1',
      'changed.resume-2',
      'changed.resume-3',
    );
    start('a');
    try {
      await until(
        () => recorder.acknowledged.length === 2,
        'the other resources acknowledged while the first waits',
      );
      expect(recorder.acknowledged.map((attempt) => attempt.text).sort()).toEqual([
        'changed.resume-2',
        'changed.resume-3',
      ]);
      // Resume 1's deletion waits for its change's acknowledgement.
      expect(recorder.attempts.map((attempt) => attempt.text)).not.toContain('deleted.resume-1');
    } finally {
      slow.open();
    }
    await until(empty, 'an empty outbox');
    expect(
      recorder.acknowledged
        .filter((attempt) => attempt.text.endsWith('.resume-1'))
        .map((attempt) => attempt.text),
    ).toEqual(['changed.resume-1', 'deleted.resume-1']);
  });

  it('with a connection of its own, publishes while every other connection of the pool is held by requests', async () => {
    start('a', { connection: 'own' });
    await commitEvents(database, 'before');
    await until(empty, 'the first event, which gives the relay its connection');
    // The pool has 6 connections: the relay keeps one, requests hold the other
    // five, and a sixth request waits for one of them.
    const requests = gate();
    let holding = 0;
    const held = Array.from({ length: 6 }, () =>
      database.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 1');
        holding += 1;
        await requests.promise;
      }),
    );
    try {
      await until(() => holding >= 5, 'five requests holding a connection each');
      await sleep(100);
      expect(holding).toBe(5);
      // The event comes from another process's connection: the pool has none to spare.
      const other = new Client({ connectionString: databaseUrl(database) });
      await other.connect();
      await other.query(`INSERT INTO outbox (subject, payload) VALUES ('test.during', $1)`, [
        Buffer.from(encode('during')),
      ]);
      await other.end();
      await until(
        () => recorder.acknowledged.some((attempt) => attempt.text === 'during'),
        'the event published while the pool is busy',
        5_000,
      );
    } finally {
      requests.open();
      await Promise.all(held);
    }
    await until(empty, 'the published row deleted');
  });

  it('publishes at once when kicked instead of at the next tick', async () => {
    const relay = start('a', { intervalMs: 60_000 });
    await sleep(100);
    await commitEvents(database, 'urgent');
    const kickedAt = Date.now();
    relay.kick();
    await until(empty, 'the kicked event');
    expect(Date.now() - kickedAt).toBeLessThan(5_000);
    expect(recorder.acknowledged.map((attempt) => attempt.text)).toEqual(['urgent']);
  });

  it('stops cleanly: close waits for the publish in flight, releases the rest and publishes nothing more', async () => {
    const held = gate();
    recorder.step = () => held.promise;
    await commitEvents(database, 'in-flight.resume-1', 'left.resume-1', 'also-left.resume-1');
    const relay = start('a');
    await until(() => recorder.attempts.length === 1, 'the first publish');

    let closed = false;
    const closing = relay.close().then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false);
    held.open();
    await closing;

    expect(recorder.attempts.map((attempt) => [attempt.text, attempt.outcome])).toEqual([
      ['in-flight.resume-1', 'acknowledged'],
    ]);
    expect(await outboxRows(database)).toMatchObject([
      { subject: 'test.left.resume-1', leased: null },
      { subject: 'test.also-left.resume-1', leased: null },
    ]);
    await sleep(100);
    expect(recorder.attempts).toHaveLength(1);
  });
});
