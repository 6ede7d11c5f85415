import { randomUUID } from 'node:crypto';

import { decodeEvent, SessionsRevokedSchema, streams, subjects, timestampDate } from '@vitae/proto';
import { connect, type NatsConnection } from 'nats';
import { type Logger } from 'pino';

import { type EventBus } from '../bus';
import { type RevocationList } from './revocations';

/** Options for {@link followRevocations}. */
export type RevocationFeedOptions = {
  /** The service's bus: it makes sure the stream exists and, without NATS, carries the events. */
  bus: EventBus;
  /** NATS JetStream; unset means the bus is the in-process one. */
  natsUrl?: string;
  /** Where the ended sessions go. */
  list: RevocationList;
  /** The service's name, for the connection and the logs. */
  service: string;
  logger?: Logger;
  /** How long the replay at start may take before the service gives up starting; 30 s by default. */
  catchUpTimeoutMs?: number;
};

/** A running feed; `close` stops following. */
export type RevocationFeed = { close(): Promise<void> };

const stream = streams.sessionEvents;
const subject = subjects.sessionsRevoked();

/**
 * Keeps `list` up to date with every `SessionsRevoked` identity publishes:
 * first every revocation the stream still holds (so a process started after
 * a logout refuses that session's tokens too), then each new one as it comes.
 * Resolves once the replay has caught up with the stream as it was when the
 * feed started, so the service does not answer before it knows them.
 *
 * Every process needs every revocation, so this is not a shared durable
 * consumer (which hands each message to one of its subscribers): on NATS it
 * is an ordered consumer on a connection of its own, deleted on close and
 * forgotten by the server a minute after a process that died; on the
 * in-process bus, a consumer of this process's own.
 */
export async function followRevocations(options: RevocationFeedOptions): Promise<RevocationFeed> {
  const { bus, natsUrl, list, service, logger, catchUpTimeoutMs = 30_000 } = options;
  await bus.ensureStream({ ...stream, subjects: [...stream.subjects] });
  const newest = (await bus.lastMessage(stream.name, subject))?.streamSequence ?? 0;

  let caughtUp = () => undefined as void;
  const replayed = new Promise<void>((resolve) => (caughtUp = resolve));
  if (newest === 0) {
    caughtUp();
  }
  const take = (from: string, data: Uint8Array, sequence: number) => {
    // Another kind of session event would not be a revocation.
    if (from === subject) {
      remember(data, sequence);
    }
    if (sequence >= newest) {
      caughtUp();
    }
  };
  const remember = (data: Uint8Array, sequence: number) => {
    try {
      const event = decodeEvent(SessionsRevokedSchema, data);
      if (!event.expiresAt) {
        logger?.warn({ sequence }, 'a session revocation without an expiry was ignored');
        return;
      }
      list.add({
        sessionIds: event.sessionIds,
        expiresAt: timestampDate(event.expiresAt).getTime(),
      });
    } catch (error) {
      logger?.warn({ err: error, sequence }, 'an unreadable session revocation was ignored');
    }
  };

  const feed = natsUrl
    ? await followOnNats(natsUrl, service, take, logger)
    : await bus.consume({
        stream: stream.name,
        durable: `${service}-revocations-${randomUUID()}`,
        filterSubjects: [subject],
        handle: async (delivery) => take(delivery.subject, delivery.data, delivery.streamSequence),
      });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      replayed,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${service}: the ended sessions in ${stream.name} were not read within ${catchUpTimeoutMs} ms`,
              ),
            ),
          catchUpTimeoutMs,
        );
      }),
    ]);
  } catch (error) {
    await feed.stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { close: () => feed.stop() };
}

/**
 * An ordered consumer from the first message on: no acknowledgements, no state
 * on the server once the connection is gone, and recreated by the client after
 * a reconnect from where it stopped.
 */
async function followOnNats(
  url: string,
  service: string,
  take: (subject: string, data: Uint8Array, sequence: number) => void,
  logger?: Logger,
): Promise<{ stop(): Promise<void> }> {
  const connection: NatsConnection = await connect({
    servers: url,
    name: `${service}-revocations`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
  });
  try {
    // From the first message on: an ordered consumer starts at sequence 1 by
    // default (naming DeliverPolicy.All besides would make the server refuse it).
    // One subject, as a string: nats-server 2.9 knows no list of filters. A
    // process that dies without closing leaves its consumer for a minute at most.
    const consumer = await connection
      .jetstream()
      .consumers.get(stream.name, { filterSubjects: subject, inactive_threshold: 60_000 });
    const messages = await consumer.consume();
    void (async () => {
      for await (const message of messages) {
        take(message.subject, message.data, message.seq);
      }
    })().catch((error: unknown) =>
      logger?.error({ err: error }, 'following session revocations stopped with an error'),
    );
    return {
      async stop() {
        await messages.close();
        await consumer.delete().catch(() => false);
        if (!connection.isClosed()) {
          await connection.close();
        }
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
