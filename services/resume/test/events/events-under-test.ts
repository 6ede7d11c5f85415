import { encodeEvent, subjects, timestampFromDate, UserDeletedSchema } from '@vitae/proto';
import {
  connectNatsBus,
  type Delivery,
  type EventBus,
  type Subscription,
} from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

// The kit's own test helper: a nats-server of the test file's own, which it can stop and restart.
import { PrivateNatsServer } from '../../../../packages/service-kit/test/bus/private-nats-server';
import {
  newUserId,
  type ResumeUnderTest,
  startResumeUnderTest,
} from '../helpers/resume-under-test';

/** The kinds of document whose events the resume service writes (`RESUME_EVENTS`, `LETTER_EVENTS`). */
export type DocumentKind = 'resume' | 'letter';

export type EventsUnderTest<Seen> = {
  /** The resume service, relaying its outbox every 200 ms; the same object all along. */
  app: ResumeUnderTest;
  /** The test file's own nats-server. */
  nats: PrivateNatsServer;
  /** A new user for each test. */
  owner: string;
  /** Starts a fresh durable consumer for one document's events (by its id) and collects `decode` of each. */
  watch: (id: string) => Promise<Seen[]>;
  /** How many events the outbox still holds. */
  outboxSize: () => Promise<number>;
  /** Says on the bus, as identity does, that `userId`'s account is deleted. */
  deleteAccount: (userId: string) => Promise<void>;
};

/**
 * The set-up of the events tests of the enclosing `describe`, of one `kind` of
 * document (docs/resume.md): a nats-server of their own, the resume service on
 * it, and a connection to watch the kind's stream with; started before the
 * first test and closed after the last. Read `nats` and `owner` inside the tests.
 */
export function useEventsUnderTest<Seen>(
  kind: DocumentKind,
  decode: (delivery: Delivery) => Seen,
): EventsUnderTest<Seen> {
  let bus: EventBus | undefined;
  const subscriptions: Subscription[] = [];
  const events: EventsUnderTest<Seen> = {
    app: {} as ResumeUnderTest,
    nats: undefined as unknown as PrivateNatsServer,
    owner: '',
    async watch(id) {
      const seen: Seen[] = [];
      subscriptions.push(
        await bus!.consume({
          stream: `${kind.toUpperCase()}_EVENTS`,
          durable: uniqueName('watch'),
          // One filter with a wildcard: the test server may predate multi-filter consumers (2.10).
          filterSubjects: [`vitae.${kind}.*.${id}`],
          ackWaitMs: 5_000,
          handle: async (delivery) => void seen.push(decode(delivery)),
        }),
      );
      return seen;
    },
    outboxSize: async () =>
      Number(
        (await events.app.query<{ count: string }>('SELECT count(*) AS count FROM outbox'))[0]
          .count,
      ),
    async deleteAccount(userId) {
      await bus!.publish(
        subjects.userDeleted(userId),
        encodeEvent(UserDeletedSchema, { userId, deletedAt: timestampFromDate(new Date()) }),
      );
    },
  };

  beforeAll(async () => {
    events.nats = await PrivateNatsServer.start();
    Object.assign(
      events.app,
      await startResumeUnderTest({ natsUrl: events.nats.url, outboxIntervalMs: 200 }),
    );
    bus = await connectNatsBus({
      url: events.nats.url,
      name: `${kind}-events-test`,
      publishTimeoutMs: 1_000,
    });
  });

  afterAll(async () => {
    const { nats, app } = events;
    if (nats && !nats.running) {
      // Closing drains the connections, which needs the server.
      await nats.restart();
    }
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await bus?.close();
    await app.close?.();
    await nats?.dispose();
  });

  beforeEach(() => {
    events.owner = newUserId();
  });

  return events;
}
