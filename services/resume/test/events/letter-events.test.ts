import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  LetterChangedSchema,
  LetterDeletedSchema,
  LetterDeletionReason,
  timestampDate,
  Visibility,
} from '@vitae/proto';
import { defaultLetterData, exportLetterJson, type LetterData } from '@vitae/schema';
import { type Delivery, resumeContentHash } from '@vitae/service-kit';

import { createLetter, type LetterJson, letterOps } from '../helpers/letter-operations';
import { eventually, type ResumeJson } from '../helpers/resume-under-test';
import { useEventsUnderTest } from './events-under-test';

jest.setTimeout(90_000);

type Seen = {
  subject: string;
  letterId: string;
  userId: string;
  /** The raw message, to show what it does not hold. */
  raw: string;
  version?: number;
  hash?: string;
  template?: string;
  visibility?: Visibility;
  title?: string;
  slug?: string;
  changedAt?: string;
  resumeId?: string;
  locked?: boolean;
  document?: LetterData;
  reason?: LetterDeletionReason;
};

function decode(delivery: Delivery): Seen {
  const raw = Buffer.from(delivery.data).toString('latin1');
  if (delivery.subject.startsWith('vitae.letter.changed.')) {
    const event = decodeEvent(LetterChangedSchema, delivery.data);
    return {
      subject: delivery.subject,
      letterId: event.letterId,
      userId: event.userId,
      raw,
      version: Number(event.version),
      hash: event.contentHash,
      template: event.template,
      visibility: event.visibility,
      title: event.title,
      slug: event.slug,
      changedAt: timestampDate(event.changedAt!).toISOString(),
      resumeId: event.resumeId,
      locked: event.locked,
      document: JSON.parse(event.dataJson) as LetterData,
    };
  }
  const event = decodeEvent(LetterDeletedSchema, delivery.data);
  return {
    subject: delivery.subject,
    letterId: event.letterId,
    userId: event.userId,
    raw,
    reason: event.reason,
  };
}

/** What a LetterChanged of `letter` holds: its state as the service answered it, notes left out. */
function changeOf(letter: LetterJson) {
  return {
    subject: `vitae.letter.changed.${letter.id}`,
    letterId: letter.id,
    userId: letter.userId,
    version: letter.version,
    hash: resumeContentHash(letter.data),
    template: letter.data.metadata.template,
    visibility: letter.visibility === 'public' ? Visibility.PUBLIC : Visibility.PRIVATE,
    title: letter.title,
    slug: letter.slug,
    changedAt: new Date(letter.updatedAt).toISOString(),
    resumeId: letter.resumeId ?? '',
    locked: letter.locked,
    document: { ...letter.data, metadata: { ...letter.data.metadata, notes: '' } },
  };
}

describe('letter events through the outbox, on NATS JetStream', () => {
  const events = useEventsUnderTest('letter', decode);
  const { app, watch, outboxSize } = events;

  const letterOf = async <K extends string>(
    field: K,
    query: string,
    variables: Record<string, unknown>,
  ) => (await app.ok<Record<K, LetterJson>>(events.owner, query, variables))[field];

  it('announces a create from a resume and each change with LetterChanged holding the letter as saved, and a deletion with LetterDeleted', async () => {
    const resume = await app.create(events.owner, { title: 'CV', slug: 'cv', sample: true });
    const posting = 'We want someone who keeps a secret: the salary band is 90k.';
    const letter = await createLetter(app, events.owner, {
      title: 'To Acme',
      slug: 'to-acme',
      fromResumeId: resume.id,
      posting: { company: 'Acme', role: 'Platform Engineer', description: posting },
    });
    // The posting stays beside the letter in its private notes.
    expect(letter.data.metadata.notes).toBe(posting);
    const seen = await watch(letter.id);
    await eventually(() => seen.length === 1, 'the event of the create');
    expect(seen[0]).toMatchObject(changeOf(letter));
    expect(seen[0]).toMatchObject({ version: 1, resumeId: resume.id, locked: false });

    const renamed = await letterOf('updateLetter', letterOps.rename, {
      id: letter.id,
      input: { title: 'To Acme, again', slug: 'acme-again' },
    });
    await eventually(() => seen.length === 2, 'the event of the rename');
    expect(seen[1]).toMatchObject({ ...changeOf(renamed), version: 2, slug: 'acme-again' });

    const data = { ...renamed.data, subject: 'Application for Staff Engineer' };
    data.metadata = { ...data.metadata, notes: 'Mention the referral from Ana' };
    const saved = await letterOf('updateLetterData', letterOps.updateData, {
      id: letter.id,
      data,
      baseVersion: 2,
    });
    await eventually(() => seen.length === 3, 'the event of the document save');
    expect(seen[2]).toMatchObject({ ...changeOf(saved), version: 3 });
    expect(seen[2].document?.subject).toBe('Application for Staff Engineer');
    expect(seen[2].hash).not.toBe(seen[1].hash);

    const shown = await letterOf('setLetterVisibility', letterOps.visibility, {
      id: letter.id,
      visibility: 'public',
    });
    await eventually(() => seen.length === 4, 'the event of the visibility');
    expect(seen[3]).toMatchObject({ ...changeOf(shown), visibility: Visibility.PUBLIC });

    const locked = await letterOf('lockLetter', letterOps.lock, { id: letter.id, set: true });
    await eventually(() => seen.length === 5, 'the event of the lock');
    expect(seen[4]).toMatchObject({ ...changeOf(locked), locked: true });
    const unlocked = await letterOf('lockLetter', letterOps.lock, { id: letter.id, set: false });
    await eventually(() => seen.length === 6, 'the event of the unlock');
    expect(seen[5]).toMatchObject({ ...changeOf(unlocked), locked: false });

    // Notes never travel: neither in the document nor anywhere in the message.
    for (const event of seen) {
      expect(event.document?.metadata.notes).toBe('');
      expect(event.raw).not.toContain('salary band');
      expect(event.raw).not.toContain('referral from Ana');
    }
    // The hash ignores the notes, as a resume's does.
    expect(seen[2].hash).toBe(
      resumeContentHash({ ...saved.data, metadata: { ...saved.data.metadata, notes: '' } }),
    );

    await app.ok(events.owner, letterOps.remove, { id: letter.id });
    await eventually(() => seen.length === 7, 'the event of the deletion');
    const { raw, ...deletion } = seen[6];
    expect(raw).not.toContain('salary band');
    expect(deletion).toEqual({
      subject: `vitae.letter.deleted.${letter.id}`,
      letterId: letter.id,
      userId: events.owner,
      reason: LetterDeletionReason.DELETED,
    });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
  });

  it('announces a duplicate and an import as new letters, each on its own subject', async () => {
    const original = await createLetter(app, events.owner, { title: 'Original', slug: 'original' });
    const copy = await letterOf('duplicateLetter', letterOps.duplicate, { id: original.id });
    const file = { ...defaultLetterData(), subject: 'Imported' };
    file.metadata = { ...file.metadata, notes: 'private import note' };
    const imported = await letterOf('importLetter', letterOps.import, {
      input: { data: JSON.parse(exportLetterJson(file)) as Record<string, unknown> },
    });
    const copySeen = await watch(copy.id);
    const importSeen = await watch(imported.id);
    await eventually(() => copySeen.length === 1, 'the event of the duplicate');
    await eventually(() => importSeen.length === 1, 'the event of the import');
    expect(copySeen[0]).toMatchObject({ ...changeOf(copy), title: 'Original (Copy)', version: 1 });
    expect(importSeen[0]).toMatchObject({ ...changeOf(imported), version: 1 });
    expect(importSeen[0].document?.subject).toBe('Imported');
    expect(importSeen[0].raw).not.toContain('private import note');
  });

  it('writes nothing to the outbox for a refused change, nor for a change of another user’s letter', async () => {
    const letter = await createLetter(app, events.owner, { title: 'Refused', slug: 'refused' });
    await createLetter(app, events.owner, { title: 'Taken', slug: 'taken' });
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
    const code = (query: string, variables: Record<string, unknown>, as = events.owner) =>
      app.code(as, query, variables);

    // A taken slug, a stale base version, a document out of the model.
    expect(await code(letterOps.create, { input: { title: 'Again', slug: 'taken' } })).toBe(
      'LetterSlugAlreadyExists',
    );
    expect(
      await code(letterOps.updateData, {
        id: letter.id,
        data: defaultLetterData(),
        baseVersion: 7,
      }),
    ).toBe('LetterVersionConflict');
    expect(
      await code(letterOps.updateData, {
        id: letter.id,
        data: { date: 'yesterday' },
        baseVersion: 1,
      }),
    ).toBe('BAD_USER_INPUT');
    // Someone else: not found, whatever they try.
    const stranger = `user-${randomUUID()}`;
    expect(
      await code(letterOps.rename, { id: letter.id, input: { title: 'Mine' } }, stranger),
    ).toBe('LetterNotFound');
    expect(await code(letterOps.lock, { id: letter.id, set: true }, stranger)).toBe(
      'LetterNotFound',
    );
    expect(await code(letterOps.remove, { id: letter.id }, stranger)).toBe('LetterNotFound');
    expect(await outboxSize()).toBe(0);

    // Locked: every change and the deletion are refused, and nothing is announced.
    await app.ok(events.owner, letterOps.lock, { id: letter.id, set: true });
    await eventually(async () => (await outboxSize()) === 0, 'the lock to go out');
    expect(await code(letterOps.rename, { id: letter.id, input: { title: 'no' } })).toBe(
      'LetterLocked',
    );
    expect(
      await code(letterOps.updateData, {
        id: letter.id,
        data: defaultLetterData(),
        baseVersion: 1,
      }),
    ).toBe('LetterLocked');
    expect(await code(letterOps.visibility, { id: letter.id, visibility: 'public' })).toBe(
      'LetterLocked',
    );
    expect(await code(letterOps.remove, { id: letter.id })).toBe('LetterLocked');
    expect(await outboxSize()).toBe(0);
  });

  it('unlinks, as its next version, each letter of a resume deleted for good, in its row, document and event', async () => {
    const resume: ResumeJson = await app.create(events.owner, { title: 'CV', slug: 'cv' });
    const linked = await createLetter(app, events.owner, {
      title: 'To Acme',
      slug: 'acme',
      fromResumeId: resume.id,
    });
    const unlinked = await createLetter(app, events.owner, { title: 'Open', slug: 'open' });
    expect(linked.data.metadata.resumeId).toBe(resume.id);
    const seen = await watch(linked.id);
    const unlinkedSeen = await watch(unlinked.id);
    await eventually(() => seen.length === 1 && unlinkedSeen.length === 1, 'the first events');

    // To the trash: the letter keeps its link (the resume may come back).
    await app.ok(events.owner, 'mutation($id: ID!) { deleteResume(id: $id) { id } }', {
      id: resume.id,
    });
    expect((await letterOf('letter', letterOps.get, { id: linked.id })).resumeId).toBe(resume.id);

    await app.ok(events.owner, 'mutation($id: ID!) { deleteResumeForever(id: $id) { id } }', {
      id: resume.id,
    });
    const after = await letterOf('letter', letterOps.get, { id: linked.id });
    expect(after).toMatchObject({ resumeId: null, version: linked.version + 1 });
    expect(after.data.metadata.resumeId).toBeNull();
    await eventually(() => seen.length === 2, 'the LetterChanged of the unlinked letter');
    expect(seen[1]).toMatchObject(changeOf(after));
    expect(seen[1].resumeId).toBe('');
    // A letter that was not linked to the resume is left as it was.
    expect(await letterOf('letter', letterOps.get, { id: unlinked.id })).toEqual(unlinked);
    expect(unlinkedSeen).toHaveLength(1);
  });

  it("deletes every letter of a deleted user, locked ones too, announcing each, and no one else's", async () => {
    const resume: ResumeJson = await app.create(events.owner, { title: 'CV', slug: 'cv' });
    const gone = [
      await createLetter(app, events.owner, { title: 'One', slug: 'one', fromResumeId: resume.id }),
      await createLetter(app, events.owner, { title: 'Two', slug: 'two' }),
    ];
    await app.ok(events.owner, letterOps.lock, { id: gone[1].id, set: true });
    const other = `user-${randomUUID()}`;
    const kept = await createLetter(app, other, { title: 'Kept', slug: 'one' });
    const watched = await Promise.all(gone.map((letter) => watch(letter.id)));
    const keptSeen = await watch(kept.id);
    await eventually(() => keptSeen.length === 1, 'the event of the kept letter');

    await events.deleteAccount(events.owner);

    for (const [index, seen] of watched.entries()) {
      await eventually(
        () => seen.some((event) => event.subject.startsWith('vitae.letter.deleted.')),
        'a LetterDeleted',
      );
      expect(seen.at(-1)).toMatchObject({
        subject: `vitae.letter.deleted.${gone[index].id}`,
        letterId: gone[index].id,
        userId: events.owner,
        reason: LetterDeletionReason.ACCOUNT_DELETED,
      });
    }
    expect(await app.query('SELECT id FROM letter WHERE user_id = $1', [events.owner])).toEqual([]);
    await eventually(async () => (await outboxSize()) === 0, 'an empty outbox');
    expect(keptSeen).toHaveLength(1);
    expect(await app.query('SELECT id FROM letter WHERE user_id = $1', [other])).toEqual([
      { id: kept.id },
    ]);
  });
});
