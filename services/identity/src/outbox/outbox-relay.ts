import { streams } from '@vitae/proto';
import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';
import { type DataSource, type EntityManager } from 'typeorm';

import { OutboxMessageEntity } from './outbox-message.entity';

/** Writes an event into the outbox inside the caller's transaction. */
export async function enqueueEvent(
  manager: EntityManager,
  subject: string,
  payload: Uint8Array,
): Promise<void> {
  await manager.insert(OutboxMessageEntity, { subject, payload: Buffer.from(payload) });
}

/** Options for {@link startOutboxRelay}. */
export type OutboxRelayOptions = {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  /** How often pending messages are looked for when nothing kicks the relay; 1 s by default. */
  intervalMs?: number;
};

/** A running relay; `kick` publishes at once instead of at the next tick. */
export type OutboxRelay = Closable & { kick(): void; drain(): Promise<void> };

/**
 * Publishes outbox rows in order and marks them published. A publish that
 * fails (NATS away) leaves the row pending for the next pass, so an event
 * written with its change is never lost. Each row's id is its message id, so a
 * row published twice (a crash between publish and mark) is stored once.
 * Rows are locked with SKIP LOCKED, so replicas never publish the same row at once.
 */
export function startOutboxRelay({
  dataSource,
  bus,
  logger,
  intervalMs = 1000,
}: OutboxRelayOptions): OutboxRelay {
  const log = logger.child({ component: 'outbox' });
  let streamReady = false;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function pass(): Promise<void> {
    if (!streamReady) {
      for (const stream of [streams.userEvents, streams.sessionEvents]) {
        await bus.ensureStream({ ...stream, subjects: [...stream.subjects] });
      }
      streamReady = true;
    }
    for (;;) {
      const published = await dataSource.transaction(async (manager) => {
        const batch = await manager
          .getRepository(OutboxMessageEntity)
          .createQueryBuilder('message')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('message.published_at IS NULL')
          .orderBy('message.created_at', 'ASC')
          .limit(20)
          .getMany();
        for (const message of batch) {
          // A failure rolls the whole batch back; rows already published go out again
          // under the same message id, which the stream stores once.
          await bus.publish(message.subject, new Uint8Array(message.payload), {
            msgId: message.id,
          });
          await manager.update(
            OutboxMessageEntity,
            { id: message.id },
            { publishedAt: new Date() },
          );
        }
        return batch.length;
      });
      if (published === 0) {
        return;
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox publish failed; will retry'))
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();

  return {
    kick: () => void run(),
    async drain() {
      await run();
      while (running) {
        await running;
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
