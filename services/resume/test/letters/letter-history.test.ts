import { type LetterData } from '@vitae/schema';

import { LetterVersionService } from '../../src/letters/letter-versions.service';
import { createLetter, type LetterJson, letterOps, refusal } from '../helpers/letter-operations';
import { newUserId, useResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

const versionFields = `id letterId number name reason current startedAt savedAt letterVersion saves
  clientId userAgent summary restoredFrom
  changes { sections { section name added removed edited } wordsAdded wordsRemoved templateFrom templateTo }`;

const historyOps = {
  versions: `query($id: ID!, $limit: Int, $before: Int) { letterVersions(id: $id, limit: $limit, before: $before) { ${versionFields} } }`,
  version: `query($id: ID!, $versionId: ID!) { letterVersion(id: $id, versionId: $versionId) { ${versionFields} data } }`,
  restore: `mutation($id: ID!, $versionId: ID!, $input: RestoreLetterVersionInput) {
    restoreLetterVersion(id: $id, versionId: $versionId, input: $input) { id version data }
  }`,
  save: `mutation($id: ID!, $name: String!) { saveLetterVersion(id: $id, name: $name) { ${versionFields} } }`,
  rename: `mutation($id: ID!, $versionId: ID!, $name: String!) { renameLetterVersion(id: $id, versionId: $versionId, name: $name) { ${versionFields} } }`,
  remove: `mutation($id: ID!, $versionId: ID!) { deleteLetterVersion(id: $id, versionId: $versionId) { id } }`,
};

type VersionJson = {
  id: string;
  letterId: string;
  number: number;
  name: string | null;
  reason: string;
  current: boolean;
  saves: number;
  letterVersion: number;
  summary: string;
  restoredFrom: string | null;
  clientId: string | null;
  changes: {
    sections: { section: string; edited: number }[];
    wordsAdded: number;
    wordsRemoved: number;
    templateFrom: string | null;
    templateTo: string | null;
  } | null;
  data?: LetterData;
};

/** Moves every version of a letter `minutes` into the past, as if its writer had paused that long. */
const pause = (letterId: string, minutes: number) =>
  app.query(
    `UPDATE letter_version SET started_at = started_at - $2 * interval '1 minute',
       saved_at = saved_at - $2 * interval '1 minute' WHERE letter_id = $1`,
    [letterId, minutes],
  );

describe('a letter’s history: versions as a resume keeps them', () => {
  let owner: string;
  let letter: LetterJson;

  beforeEach(async () => {
    owner = newUserId();
    letter = await createLetter(app, owner, { title: 'To Acme', slug: 'to-acme' });
  });

  const versions = async (id = letter.id, page: Record<string, unknown> = {}) =>
    (await app.ok<{ letterVersions: VersionJson[] }>(owner, historyOps.versions, { id, ...page }))
      .letterVersions;
  const version = async (versionId: string) =>
    (
      await app.ok<{ letterVersion: VersionJson }>(owner, historyOps.version, {
        id: letter.id,
        versionId,
      })
    ).letterVersion;
  /** Saves the document with `change` applied on the stored version. */
  const save = async (change: (data: LetterData) => LetterData) => {
    const stored = (await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id: letter.id }))
      .letter;
    return (
      await app.ok<{ updateLetterData: LetterJson }>(owner, letterOps.updateData, {
        id: letter.id,
        data: change(stored.data),
        baseVersion: stored.version,
      })
    ).updateLetterData;
  };
  const body = (text: string) => (data: LetterData) => ({ ...data, body: `<p>${text}</p>` });

  it('begins with the made letter as its open version, and groups a burst of saves into it', async () => {
    expect(await versions()).toMatchObject([
      { number: 1, reason: 'created', current: true, saves: 1, letterVersion: 1, name: null },
    ]);
    await save(body('Dear team'));
    await save(body('Dear team, I write'));
    const [open] = await versions();
    expect(open).toMatchObject({ number: 1, current: true, saves: 3, letterVersion: 3 });
    // The open version's changes are computed when asked: against the blank letter.
    expect(open.summary).toBe('Body edited · +4 / −0 words');
  });

  it('starts a new version after a pause of 10 minutes and on a template change, closing the one before with its document', async () => {
    await save(body('First draft'));
    await pause(letter.id, 11);
    await save(body('Second draft'));
    await save((data) => ({ ...data, metadata: { ...data.metadata, template: 'onyx' } }));
    const list = await versions();
    expect(list.map((found) => [found.number, found.reason, found.current])).toEqual([
      [3, 'template', true],
      [2, 'edit', false],
      [1, 'created', false],
    ]);
    expect(list[1].changes).toMatchObject({
      sections: [{ section: 'body', edited: 1 }],
      wordsAdded: 1,
      wordsRemoved: 1,
    });
    expect(list[0].changes).toMatchObject({ templateFrom: 'rhyhorn', templateTo: 'onyx' });
    expect((await version(list[2].id)).data?.body).toBe('<p>First draft</p>');
    expect((await version(list[1].id)).data?.body).toBe('<p>Second draft</p>');
    // Pages, newest first: `limit` of those numbered below `before`.
    expect(
      (await versions(letter.id, { limit: 1, before: 3 })).map((found) => found.number),
    ).toEqual([2]);
  });

  it('adds nothing for a rename, the visibility or a lock: a version is the document', async () => {
    await app.ok(owner, letterOps.rename, { id: letter.id, input: { title: 'Renamed' } });
    await app.ok(owner, letterOps.visibility, { id: letter.id, visibility: 'public' });
    await app.ok(owner, letterOps.lock, { id: letter.id, set: true });
    expect(await versions()).toMatchObject([{ number: 1, saves: 1, current: true }]);
  });

  it('restores a version as the next version of the letter, which can itself be undone', async () => {
    await save(body('Kept words'));
    await pause(letter.id, 11);
    const present = await save(body('Words I regret'));
    const [, first] = await versions();

    const restored = (
      await app.ok<{ restoreLetterVersion: LetterJson }>(owner, historyOps.restore, {
        id: letter.id,
        versionId: first.id,
        input: { baseVersion: present.version, clientId: 'tab-a' },
      })
    ).restoreLetterVersion;
    expect(restored.version).toBe(present.version + 1);
    expect(restored.data.body).toBe('<p>Kept words</p>');
    const list = await versions();
    expect(list[0]).toMatchObject({
      reason: 'restore',
      restoredFrom: first.id,
      current: true,
      clientId: 'tab-a',
    });
    // The state before the restore was kept: restoring it undoes the restore.
    const regretted = list[1];
    expect((await version(regretted.id)).data?.body).toBe('<p>Words I regret</p>');
    const undone = (
      await app.ok<{ restoreLetterVersion: LetterJson }>(owner, historyOps.restore, {
        id: letter.id,
        versionId: regretted.id,
      })
    ).restoreLetterVersion;
    expect(undone.data.body).toBe('<p>Words I regret</p>');
  });

  it('refuses a restore of a locked letter with LetterLocked and a stale baseVersion with LetterVersionConflict', async () => {
    await save(body('One'));
    await pause(letter.id, 11);
    const present = await save(body('Two'));
    const [, first] = await versions();
    expect(
      await refusal(app, owner, historyOps.restore, {
        id: letter.id,
        versionId: first.id,
        input: { baseVersion: present.version - 1 },
      }),
    ).toMatchObject({ code: 'LetterVersionConflict', details: { version: present.version } });
    await app.ok(owner, letterOps.lock, { id: letter.id, set: true });
    expect(await app.code(owner, historyOps.restore, { id: letter.id, versionId: first.id })).toBe(
      'LetterLocked',
    );
    const stored = (await app.ok<{ letter: LetterJson }>(owner, letterOps.get, { id: letter.id }))
      .letter;
    expect(stored).toMatchObject({ version: present.version, data: { body: '<p>Two</p>' } });
  });

  it('names versions, renames them, deletes closed ones and never the present one', async () => {
    await save(body('Named'));
    const named = (
      await app.ok<{ saveLetterVersion: VersionJson }>(owner, historyOps.save, {
        id: letter.id,
        name: '  For Acme  ',
      })
    ).saveLetterVersion;
    expect(named).toMatchObject({ number: 1, name: 'For Acme', current: false });
    await save(body('After the name'));
    const [open] = await versions();
    expect(open).toMatchObject({ number: 2, current: true });

    const renamed = (
      await app.ok<{ renameLetterVersion: VersionJson }>(owner, historyOps.rename, {
        id: letter.id,
        versionId: named.id,
        name: 'Sent to Acme',
      })
    ).renameLetterVersion;
    expect(renamed.name).toBe('Sent to Acme');
    expect(await refusal(app, owner, historyOps.save, { id: letter.id, name: ' ' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      paths: ['name'],
    });
    expect(
      await refusal(app, owner, historyOps.remove, { id: letter.id, versionId: open.id }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['versionId'] });
    await app.ok(owner, historyOps.remove, { id: letter.id, versionId: named.id });
    expect((await versions()).map((found) => found.number)).toEqual([2]);
  });

  it('thins unnamed versions by age as a resume’s are, keeping named ones and the open one', async () => {
    for (const text of ['a', 'b', 'c']) {
      await save(body(text));
      await pause(letter.id, 11);
    }
    await save(body('d'));
    await app.ok(owner, historyOps.save, { id: letter.id, name: 'Kept' });
    await save(body('e'));
    // Every closed version three days old, on one UTC day: the unnamed ones keep the day's last.
    await app.query(
      `UPDATE letter_version SET saved_at = date_trunc('day', now()) - interval '3 days' + number * interval '1 minute'
       WHERE letter_id = $1 AND snapshot IS NOT NULL`,
      [letter.id],
    );
    const thinned = await new LetterVersionService(app.service.deps.database!.dataSource).thin();
    expect(thinned).toBe(2);
    expect((await versions()).map((found) => [found.number, found.name])).toEqual([
      [5, null],
      [4, 'Kept'],
      [3, null],
    ]);
  });

  it('answers LetterNotFound for another person’s letter or version, a missing one and a malformed id; a bad limit names it', async () => {
    const stranger = newUserId();
    const [open] = await versions();
    expect(await app.code(stranger, historyOps.versions, { id: letter.id })).toBe('LetterNotFound');
    expect(
      await app.code(stranger, historyOps.version, { id: letter.id, versionId: open.id }),
    ).toBe('LetterNotFound');
    expect(
      await app.code(stranger, historyOps.restore, { id: letter.id, versionId: open.id }),
    ).toBe('LetterNotFound');
    const other = await createLetter(app, owner, { title: 'Other', slug: 'other' });
    expect(await app.code(owner, historyOps.version, { id: other.id, versionId: open.id })).toBe(
      'LetterNotFound',
    );
    expect(
      await app.code(owner, historyOps.version, { id: letter.id, versionId: 'not-an-id' }),
    ).toBe('LetterNotFound');
    expect(
      await refusal(app, owner, historyOps.versions, { id: letter.id, limit: 0 }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', paths: ['limit'] });
  });

  it('deletes a letter’s versions with the letter', async () => {
    await save(body('Gone soon'));
    await app.ok(owner, letterOps.remove, { id: letter.id });
    expect(
      await app.query('SELECT id FROM letter_version WHERE letter_id = $1', [letter.id]),
    ).toEqual([]);
  });
});
