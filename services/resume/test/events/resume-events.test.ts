import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  DeletionReason,
  ResumeChangedSchema,
  ResumeDeletedSchema,
  Visibility,
} from '@vitae/proto';
import { defaultResumeData } from '@vitae/schema';
import { type Delivery, resumeContentHash } from '@vitae/service-kit';

import { ResumeService } from '../../src/resumes/resume.service';
import { ops } from '../helpers/operations';
import { eventually, type ResumeJson } from '../helpers/resume-under-test';
import { useEventsUnderTest } from './events-under-test';

jest.setTimeout(90_000);

type Seen = {
  subject: string;
  version?: number;
  hash?: string;
  visibility?: Visibility;
  userId: string;
  document?: ResumeJson['data'];
  reason?: DeletionReason;
  pictureKeys?: string[];
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
  return {
    subject: delivery.subject,
    userId: event.userId,
    reason: event.reason,
    pictureKeys: event.pictureKeys,
  };
}

describe('resume events through the outbox, on NATS JetStream', () => {
  const events = useEventsUnderTest('resume', decode);
  const { app, watch, outboxSize } = events;

  const create = async (input: Record<string, unknown>, as = events.owner) =>
    (await app.ok<{ createResume: ResumeJson }>(as, ops.create, { input })).createResume;

  it('announces a create and each update with ResumeChanged, a restore from the trash as a change, and a deletion forever with ResumeDeleted', async () => {
    const resume = await create({ title: 'Events', slug: 'events' });
    const seen = await watch(resume.id);
    await eventually(() => seen.length === 1, 'the event of the create');
    expect(seen[0]).toEqual({
      subject: `vitae.resume.changed.${resume.id}`,
      version: 1,
      hash: resumeContentHash(resume.data),
      visibility: Visibility.PRIVATE,
      userId: events.owner,
      document: resume.data,
    });

    const data = defaultResumeData();
    data.basics.name = 'Changed';
    data.metadata.notes = 'Ask for more than last time';
    const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(events.owner, ops.update, {
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

    // To the trash: nothing is announced (its files stay); back out of it: a change, printed again.
    await app.ok(events.owner, ops.remove, { id: resume.id });
    await app.ok(events.owner, ops.restoreFromTrash, { id: resume.id });
    await eventually(() => seen.length === 3, 'the event of the restore');
    expect(seen[2]).toMatchObject({
      subject: `vitae.resume.changed.${resume.id}`,
      version: 2,
      hash: seen[1].hash,
    });

    await app.ok(events.owner, ops.remove, { id: resume.id });
    await app.ok(events.owner, ops.deleteForever, { id: resume.id });
    await eventually(() => seen.length === 4, 'the event of the deletion forever');
    expect(seen[3]).toEqual({
      subject: `vitae.resume.deleted.${resume.id}`,
      userId: events.owner,
      reason: DeletionReason.DELETED_FOREVER,
      pictureKeys: [],
    });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
  });

  it('announces a restored version as a change carrying the restored document, for render to print ahead of time', async () => {
    const resume = await create({ title: 'Restored', slug: 'restored' });
    const first = defaultResumeData();
    first.basics.name = 'The good one';
    await app.ok(events.owner, ops.update, { id: resume.id, input: { data: first } });
    await app.ok(events.owner, ops.saveVersion, { id: resume.id, name: 'Good' });
    const second = defaultResumeData();
    second.basics.name = 'Overwritten';
    await app.ok(events.owner, ops.update, { id: resume.id, input: { data: second } });
    const { resumeVersions } = await app.ok<{ resumeVersions: { id: string; name: string }[] }>(
      events.owner,
      ops.versions,
      { id: resume.id },
    );
    const good = resumeVersions.find((version) => version.name === 'Good')!;
    // Every save is on the stream before the watch begins, so it starts from the last one.
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
    const seen = await watch(resume.id);
    await eventually(() => seen.length === 1, 'the stored change');

    const { restoreResumeVersion } = await app.ok<{ restoreResumeVersion: ResumeJson }>(
      events.owner,
      ops.restoreVersion,
      { id: resume.id, versionId: good.id },
    );
    await eventually(() => seen.length === 2, 'the event of the restore');
    expect(seen[1]).toMatchObject({
      subject: `vitae.resume.changed.${resume.id}`,
      version: restoreResumeVersion.version,
      hash: resumeContentHash(restoreResumeVersion.data),
    });
    expect(seen[1].document?.basics.name).toBe('The good one');
  });

  it('announces a purge with the pictures only the purged resume used, in its document or its versions', async () => {
    const picture = (n: number) => `users/${events.owner}/images/${String(n).repeat(32)}.png`;
    const url = (key: string) => `/api/storage/files/${key}`;
    const withPicture = (key: string) => {
      const data = defaultResumeData();
      data.basics.picture.url = url(key);
      return data;
    };
    const gone = await create({ title: 'Gone', slug: 'gone' });
    const kept = await create({ title: 'Kept', slug: 'kept' });
    // The account's picture, given when a blank resume was made, is never a purged one.
    await create({ title: 'Blank', slug: 'blank', basics: { picture: url(picture(9)) } });
    const seen = await watch(gone.id);
    const save = (id: string, data: unknown) =>
      app.ok(events.owner, ops.update, { id, input: { data } });
    await save(gone.id, withPicture(picture(1)));
    // An older version of the purged resume shows picture 1; its present document picture 2 and 3.
    await app.ok(events.owner, ops.saveVersion, { id: gone.id, name: 'With picture one' });
    const present = withPicture(picture(2));
    present.sections.summary.content = `<p><img src="${url(picture(3))}"><img src="${url(picture(9))}"></p>`;
    await save(gone.id, present);
    // Picture 3 is shown by another resume too, and picture 9 is the account's.
    const shared = withPicture(picture(3));
    await save(kept.id, shared);
    await save(gone.id, { ...present, basics: { ...present.basics, name: 'x' } });
    await app.ok(events.owner, ops.remove, { id: gone.id });
    await app.query("UPDATE resume SET deleted_at = now() - interval '31 days' WHERE id = $1", [
      gone.id,
    ]);

    expect(await new ResumeService(app.service.deps.database!.dataSource).purgeExpiredTrash()).toBe(
      1,
    );

    await eventually(
      () => seen.some((event) => event.subject.startsWith('vitae.resume.deleted.')),
      'the purge',
    );
    expect(seen.at(-1)).toEqual({
      subject: `vitae.resume.deleted.${gone.id}`,
      userId: events.owner,
      reason: DeletionReason.PURGED,
      pictureKeys: [picture(1), picture(2)],
    });
    const versions = await app.query('SELECT id FROM resume_version WHERE resume_id = $1', [
      gone.id,
    ]);
    expect(versions).toEqual([]);
  });

  it('writes nothing to the outbox for a refused change', async () => {
    const resume = await create({ title: 'Refused', slug: 'refused' });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
    await app.ok(events.owner, ops.lock, { id: resume.id, set: true });
    expect(
      await app.code(events.owner, ops.update, { id: resume.id, input: { title: 'no' } }),
    ).toBe('ResumeLocked');
    expect(
      await app.code(events.owner, ops.update, {
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

    await events.nats.stop();
    const { updateResume } = await app.ok<{ updateResume: ResumeJson }>(events.owner, ops.update, {
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

    await events.nats.restart();
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
        app.ok<{ updateResume: ResumeJson }>(events.owner, ops.update, {
          id: resume.id,
          input: { data },
        }),
      ),
    );
    const last = saved
      .map((answer) => answer.updateResume)
      .find((answer) => answer.version === 51)!;
    const { resume: stored } = await app.ok<{ resume: ResumeJson }>(events.owner, ops.get, {
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
    await app.ok(events.owner, ops.lock, { id: gone[1].id, set: true });
    const other = `user-${randomUUID()}`;
    const kept = await create({ title: 'Kept', slug: 'one' }, other);
    const watched = await Promise.all(gone.map((resume) => watch(resume.id)));

    await events.deleteAccount(events.owner);

    await eventually(
      async () =>
        (await app.ok<{ resumes: ResumeJson[] }>(events.owner, ops.list)).resumes.length === 0,
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
