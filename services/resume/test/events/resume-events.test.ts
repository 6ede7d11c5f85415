import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  encodeEvent,
  ResumeChangedSchema,
  ResumeDeletedSchema,
  subjects,
  timestampFromDate,
  UserDeletedSchema,
  Visibility,
} from '@vitae/proto';
import { defaultResumeData } from '@vitae/schema';
import {
  connectNatsBus,
  type Delivery,
  type EventBus,
  resumeContentHash,
  type Subscription,
} from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

// The kit's own test helper: a nats-server of this file's own, which it can stop and restart.
import { PrivateNatsServer } from '../../../../packages/service-kit/test/bus/private-nats-server';
import { ops } from '../helpers/operations';
import {
  eventually,
  type ResumeJson,
  type ResumeUnderTest,
  startResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(90_000);

type Seen = {
  subject: string;
  version?: number;
  hash?: string;
  visibility?: Visibility;
  userId: string;
  document?: ResumeJson['data'];
};

function decode(delivery: Delivery): Seen {
  if (delivery.subject.startsWith('vitae.resume.changed.')) {
    const event = decodeEvent(ResumeChangedSchema, delivery.data);
    return {
      subject: delivery.subject,
      version: Number(event.version),
      hash: event.contentHash,
      visibility: event.visibility,
      userId: event.userId,
      document: JSON.parse(event.dataJson) as ResumeJson['data'],
    };
  }
  const event = decodeEvent(ResumeDeletedSchema, delivery.data);
  return { subject: delivery.subject, userId: event.userId };
}

describe('resume events through the outbox, on NATS JetStream', () => {
  let nats: PrivateNatsServer;
  let bus: EventBus;
  let app: ResumeUnderTest;
  let owner: string;
  const subscriptions: Subscription[] = [];

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
    app = await startResumeUnderTest({ natsUrl: nats.url, outboxIntervalMs: 200 });
    bus = await connectNatsBus({
      url: nats.url,
      name: 'resume-events-test',
      publishTimeoutMs: 1_000,
    });
  });

  afterAll(async () => {
    if (nats && !nats.running) {
      // Closing drains the connections, which needs the server.
      await nats.restart();
    }
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    await bus?.close();
    await app?.close();
    await nats?.dispose();
  });

  beforeEach(() => {
    owner = `user-${randomUUID()}`;
  });

  /** Starts a fresh durable consumer on RESUME_EVENTS for one resume's subjects and collects what it gets. */
  async function watch(resumeId: string): Promise<Seen[]> {
    const seen: Seen[] = [];
    subscriptions.push(
      await bus.consume({
        stream: 'RESUME_EVENTS',
        durable: uniqueName('watch'),
        // One filter with a wildcard: the test server may predate multi-filter consumers (2.10).
        filterSubjects: [`vitae.resume.*.${resumeId}`],
        ackWaitMs: 5_000,
        handle: async (delivery) => void seen.push(decode(delivery)),
      }),
    );
    return seen;
  }

  const create = async (input: Record<string, unknown>, as = owner) =>
    (await app.ok<{ createResume: ResumeJson }>(as, ops.create, { input })).createResume;
  const outboxSize = async () =>
    Number((await app.query<{ count: string }>('SELECT count(*) AS count FROM outbox'))[0].count);

  it('announces a create and each update with ResumeChanged, and a delete with ResumeDeleted', async () => {
    const resume = await create({ title: 'Events', slug: 'events' });
    const seen = await watch(resume.id);
    await eventually(() => seen.length === 1, 'the event of the create');
    expect(seen[0]).toEqual({
      subject: `vitae.resume.changed.${resume.id}`,
      version: 1,
      hash: resumeContentHash(resume.data),
      visibility: Visibility.PRIVATE,
      userId: owner,
      document: resume.data,
    });

    const data = defaultResumeData();
    data.basics.name = 'Changed';
    data.metadata.notes = 'Ask for more than last time';
    const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
      id: resume.id,
      input: { visibility: 'public', data },
    });
    await eventually(() => seen.length === 2, 'the event of the update');
    expect(seen[1]).toMatchObject({
      version: 2,
      hash: resumeContentHash(updateResume.data),
      visibility: Visibility.PUBLIC,
    });
    expect(seen[1].hash).not.toBe(seen[0].hash);
    // The document render prints from, without the private notes.
    expect(seen[1].document?.basics.name).toBe('Changed');
    expect(seen[1].document?.metadata.notes).toBe('');

    await app.ok(owner, ops.remove, { id: resume.id });
    await eventually(() => seen.length === 3, 'the event of the delete');
    expect(seen[2]).toEqual({ subject: `vitae.resume.deleted.${resume.id}`, userId: owner });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
  });

  it('writes nothing to the outbox for a refused change', async () => {
    const resume = await create({ title: 'Refused', slug: 'refused' });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
    await app.ok(owner, ops.lock, { id: resume.id, set: true });
    expect(await app.code(owner, ops.update, { id: resume.id, input: { title: 'no' } })).toBe(
      'ResumeLocked',
    );
    expect(
      await app.code(owner, ops.update, {
        id: resume.id,
        input: { data: { metadata: { template: 'nope' } } },
      }),
    ).toBe('ResumeLocked');
    expect(await outboxSize()).toBe(0);
  });

  it('quality: keeps a change made while NATS is down in the outbox and publishes it when NATS returns', async () => {
    const resume = await create({ title: 'Outage', slug: 'outage' });
    const seen = await watch(resume.id);
    await eventually(() => seen.length === 1, 'the event of the create');

    await nats.stop();
    const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
      id: resume.id,
      input: { title: 'Changed during the outage' },
    });
    expect(updateResume.version).toBe(2);
    // The relay has tried and failed at least once; the event is still waiting.
    await eventually(
      async () =>
        Number(
          (await app.query<{ attempts: number }>('SELECT max(attempts) AS attempts FROM outbox'))[0]
            .attempts,
        ) >= 1,
      'a failed publish attempt',
      30_000,
    );
    expect(await outboxSize()).toBe(1);

    await nats.restart();
    await eventually(
      () => seen.some((event) => event.version === 2),
      'the event after NATS returned',
      45_000,
    );
    expect(seen.filter((event) => event.version === 2)).toHaveLength(1);
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
  });

  it('quality: turns a burst of 50 saves into the final data and a handful of events, the stream keeping only the latest', async () => {
    const resume = await create({ title: 'Burst', slug: 'burst' });
    const live = await watch(resume.id);
    await eventually(() => live.length === 1, 'the event of the create');

    const documents = Array.from({ length: 50 }, (_, index) => {
      const data = defaultResumeData();
      data.basics.name = `save ${index}`;
      return data;
    });
    const saved = await Promise.all(
      documents.map((data) =>
        app.ok<{ updateResume: ResumeJson }>(owner, ops.update, { id: resume.id, input: { data } }),
      ),
    );
    const last = saved
      .map((answer) => answer.updateResume)
      .find((answer) => answer.version === 51)!;
    const { resume: stored } = await app.ok<{ resume: ResumeJson }>(owner, ops.get, {
      id: resume.id,
    });
    expect(stored).toEqual(last);

    await eventually(
      () => live.some((event) => event.version === 51),
      'the event of the last save',
      20_000,
    );
    const changes = live.slice(1);
    expect(changes.length).toBeLessThanOrEqual(10);
    expect(changes.at(-1)).toMatchObject({ version: 51, hash: resumeContentHash(stored.data) });

    // A consumer that starts now finds one message for this resume: the latest.
    const late = await watch(resume.id);
    await eventually(() => late.length >= 1, 'the stored message');
    expect(late[0]).toMatchObject({ version: 51, hash: resumeContentHash(stored.data) });
  });

  it("deletes every resume of a deleted user, locked ones too, announcing each, and no one else's", async () => {
    const gone = [
      await create({ title: 'One', slug: 'one' }),
      await create({ title: 'Two', slug: 'two' }),
    ];
    await app.ok(owner, ops.lock, { id: gone[1].id, set: true });
    const other = `user-${randomUUID()}`;
    const kept = await create({ title: 'Kept', slug: 'one' }, other);
    const watched = await Promise.all(gone.map((resume) => watch(resume.id)));

    await bus.publish(
      subjects.userDeleted(owner),
      encodeEvent(UserDeletedSchema, { userId: owner, deletedAt: timestampFromDate(new Date()) }),
    );

    await eventually(
      async () => (await app.ok<{ resumes: ResumeJson[] }>(owner, ops.list)).resumes.length === 0,
      "the user's resumes to go",
    );
    for (const seen of watched) {
      await eventually(
        () => seen.some((event) => event.subject.startsWith('vitae.resume.deleted.')),
        'a ResumeDeleted',
      );
    }
    const { resumes } = await app.ok<{ resumes: ResumeJson[] }>(other, ops.list);
    expect(resumes.map((resume) => resume.id)).toEqual([kept.id]);
  });
});
