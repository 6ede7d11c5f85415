import 'reflect-metadata';

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type MigrationInterface, type QueryRunner } from 'typeorm';

import {
  createMemoryBus,
  type EventBus,
  type PublishOptions,
  type StreamConfig,
} from '../../src/bus';
import { type Database, openDatabase } from '../../src/database';
import { createOutboxTable, enqueueEvent, OutboxEntity } from '../../src/outbox';
import { createTestDatabase, silentLogger } from '../../src/testing';

/** The table {@link OutboxEntity} maps, created as a service's migration creates it. */
class CreateOutbox1700000000000 implements MigrationInterface {
  name = 'CreateOutbox1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE outbox');
  }
}

export const stream: StreamConfig = { name: 'OUTBOX_TEST', subjects: ['test.>'], kind: 'events' };

export const encode = (text: string) => new TextEncoder().encode(text);
export const decode = (data: Uint8Array) => new TextDecoder().decode(data);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `check` holds, polling; rejects naming `what` after the timeout. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(10);
  }
}

/** A fresh PostgreSQL database with the outbox table, for one test file. */
export async function openOutboxDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const created = await createTestDatabase('kit_outbox');
  const dataDir = await mkdtemp(join(tmpdir(), 'vitae-outbox-'));
  const database = await openDatabase({
    service: 'outbox-test',
    url: created.url,
    dataDir,
    entities: [OutboxEntity],
    migrations: [CreateOutbox1700000000000],
    logger: silentLogger(),
    poolSize: 6,
  });
  return Object.assign(database, {
    async dispose() {
      await database.close();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/** Commits one transaction that writes these events to the outbox. */
export async function commitEvents(database: Database, ...texts: string[]): Promise<void> {
  await database.dataSource.transaction(async (manager) => {
    for (const text of texts) {
      await enqueueEvent(manager, { subject: `test.${text}`, payload: encode(text) });
    }
  });
}

/** The outbox rows as they stand. */
export async function outboxRows(database: Database) {
  return (await database.dataSource.query(
    `SELECT id, message_id, subject, attempts, claimed_until > now() AS leased
     FROM outbox ORDER BY id`,
  )) as {
    id: string;
    message_id: string;
    subject: string;
    attempts: number;
    leased: boolean | null;
  }[];
}

/** One call of `publish` as a relay made it. */
export type PublishAttempt = {
  relay: string;
  subject: string;
  text: string;
  msgId?: string;
  at: number;
  outcome: 'pending' | 'acknowledged' | 'refused';
};

/**
 * What the relay's publish does before the real bus stores the message: resolve
 * to go on, reject to refuse it as NATS would when away.
 */
export type PublishStep = (attempt: PublishAttempt) => Promise<void>;

/**
 * An in-process bus whose publishes are recorded and can be held or refused,
 * shared by the relays of one test (each sees it through {@link BusRecorder.as}).
 */
export class BusRecorder {
  readonly inner: EventBus = createMemoryBus();
  readonly attempts: PublishAttempt[] = [];
  /** Runs before each publish reaches the bus; by default it passes. */
  step: PublishStep = async () => {};

  /** The publishes the bus acknowledged, in order. */
  get acknowledged(): PublishAttempt[] {
    return this.attempts.filter((attempt) => attempt.outcome === 'acknowledged');
  }

  /** The bus as the relay called `name` sees it. */
  as(name: string): EventBus {
    const inner = this.inner;
    const publish = async (subject: string, data: Uint8Array, options?: PublishOptions) => {
      const attempt: PublishAttempt = {
        relay: name,
        subject,
        text: decode(data),
        msgId: options?.msgId,
        at: Date.now(),
        outcome: 'pending',
      };
      this.attempts.push(attempt);
      try {
        await this.step(attempt);
        const ack = await inner.publish(subject, data, options);
        attempt.outcome = 'acknowledged';
        return ack;
      } catch (error) {
        attempt.outcome = 'refused';
        throw error;
      }
    };
    return {
      kind: inner.kind,
      ensureStream: (config) => inner.ensureStream(config),
      publish,
      consume: (config) => inner.consume(config),
      listen: (subject, handle) => inner.listen(subject, handle),
      messageCount: (name) => inner.messageCount(name),
      lastMessage: (name, subject) => inner.lastMessage(name, subject),
      deleteStream: (name) => inner.deleteStream(name),
      close: () => inner.close(),
    };
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}

/** A promise with its resolve and reject at hand, to hold a publish until the test lets it go. */
export function gate(): { promise: Promise<void>; open(): void; refuse(error: Error): void } {
  let open!: () => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    refuse = reject;
  });
  return { promise, open, refuse };
}
