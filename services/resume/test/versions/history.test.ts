import { brotliDecompressSync } from 'node:zlib';

import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { packSnapshot } from '../../src/versions/snapshot';
import { ops } from '../helpers/operations';
import {
  documentMarked,
  newUserId,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

type VersionJson = {
  id: string;
  number: number;
  name: string | null;
  reason: string;
  current: boolean;
  saves: number;
  clientId: string | null;
  userAgent: string | null;
  summary: string;
  restoredFrom: string | null;
  resumeVersion: number;
  changes: {
    sections: { section: string; added: number; removed: number; edited: number }[];
    wordsAdded: number;
    wordsRemoved: number;
    templateFrom: string | null;
    templateTo: string | null;
  } | null;
  data?: ResumeData;
};

/** Moves every version of a resume `minutes` into the past, as if the editor had paused that long. */
const pause = (resumeId: string, minutes: number) =>
  app.query(
    `UPDATE resume_version SET started_at = started_at - $2 * interval '1 minute',
       saved_at = saved_at - $2 * interval '1 minute' WHERE resume_id = $1`,
    [resumeId, minutes],
  );

describe('history: saves grouped into versions', () => {
  const own = useOwnedResume(app, { title: 'History', slug: 'history' });

  const save = async (
    { clientId, checkpoint, ...input }: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const answer = await app.graphql<{ updateResume: ResumeJson }>(
      own.owner,
      ops.updateSaving,
      { id: own.resume.id, input, save: { clientId, checkpoint } },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.updateResume;
  };
  const versions = async () =>
    (
      await app.ok<{ resumeVersions: VersionJson[] }>(own.owner, ops.versions, {
        id: own.resume.id,
      })
    ).resumeVersions;
  const version = async (versionId: string) =>
    (
      await app.ok<{ resumeVersion: VersionJson & { data: ResumeData } }>(own.owner, ops.version, {
        id: own.resume.id,
        versionId,
      })
    ).resumeVersion;

  it('keeps a burst of saves as one version, and starts a new one after a 10-minute pause', async () => {
    for (const mark of ['a', 'b', 'c']) {
      await save(
        { data: documentMarked(mark), clientId: 'tab-1' },
        { 'user-agent': 'Firefox/140' },
      );
    }
    let list = await versions();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: 1, reason: 'created', current: true, saves: 4 });
    expect(list[0]).toMatchObject({ clientId: 'tab-1', userAgent: 'Firefox/140' });

    // Nine minutes is still the same sitting.
    await pause(own.resume.id, 9);
    await save({ data: documentMarked('d') });
    expect(await versions()).toHaveLength(1);
    const stateD = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });

    await pause(own.resume.id, 10);
    await save({ data: documentMarked('e'), clientId: 'phone' }, { 'user-agent': 'Mobile Safari' });
    list = await versions();
    expect(list.map((entry) => [entry.number, entry.reason, entry.current])).toEqual([
      [2, 'edit', true],
      [1, 'created', false],
    ]);
    expect(list[0]).toMatchObject({ clientId: 'phone', userAgent: 'Mobile Safari', saves: 1 });
    // The closed version holds the document of its last save, exactly.
    expect(JSON.stringify((await version(list[1].id)).data)).toBe(
      JSON.stringify(stateD.resume.data),
    );
    // The open one is the present document.
    const present = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });
    expect((await version(list[0].id)).data).toEqual(present.resume.data);
  });

  it("keeps the builder's saves on their version as one version, each without a transaction, until the editing pauses", async () => {
    // The builder's saves: the document alone, on the version it was made on.
    const transactions = jest.spyOn(app.service.deps.database!.dataSource, 'transaction');
    let present = own.resume;
    const builderSave = async (mark: string, clientId = 'tab-1') => {
      present = await save(
        { data: documentMarked(mark), baseVersion: present.version, clientId },
        { 'user-agent': 'Firefox/140' },
      );
    };
    try {
      for (const mark of ['a', 'b', 'c']) {
        await builderSave(mark);
      }
      expect(present.version).toBe(own.resume.version + 3);
      // Each went in two statements, outside a transaction of its own.
      expect(transactions).not.toHaveBeenCalled();
      let list = await versions();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ number: 1, current: true, saves: 4, clientId: 'tab-1' });
      expect(list[0]).toMatchObject({ userAgent: 'Firefox/140', resumeVersion: present.version });
      // One event waits in the outbox for the resume: the last save's.
      const waiting = await app.query(
        'SELECT count(*)::int AS count FROM outbox WHERE subject LIKE $1 AND claimed_until IS NULL',
        [`%${own.resume.id}%`],
      );
      expect((waiting as { count: number }[])[0].count).toBeLessThanOrEqual(1);

      // After the pause the save takes the locked path and starts a new version.
      await pause(own.resume.id, 10);
      await builderSave('d', 'phone');
      expect(transactions).toHaveBeenCalledTimes(1);
      list = await versions();
      expect(list.map((entry) => [entry.number, entry.current, entry.saves])).toEqual([
        [2, true, 1],
        [1, false, 4],
      ]);
      // The closed version holds the document of the last quick save, exactly.
      expect((await version(list[1].id)).data).toEqual(documentMarked('c'));
      await builderSave('e', 'phone');
      expect(transactions).toHaveBeenCalledTimes(1);
      expect((await versions())[0]).toMatchObject({ number: 2, saves: 2, clientId: 'phone' });

      // A stale version is refused as ever, with nothing written.
      const stale = await app.graphql(own.owner, ops.updateSaving, {
        id: own.resume.id,
        input: { data: documentMarked('stale'), baseVersion: present.version - 1 },
      });
      expect(stale.errors?.[0]?.extensions?.code).toBe('ResumeVersionConflict');
      const stored = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
        id: own.resume.id,
      });
      expect(stored.resume).toMatchObject({ version: present.version, data: documentMarked('e') });
    } finally {
      transactions.mockRestore();
    }
  });

  it('starts a version before a template change and before a change announced as replacing much', async () => {
    await save({ data: documentMarked('before') });
    const before = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });
    const other = documentMarked('before');
    other.metadata.template = other.metadata.template === 'pikachu' ? 'azurill' : 'pikachu';
    await save({ data: other });
    await save({ data: documentMarked('imported'), checkpoint: 'import' });
    await save({ data: documentMarked('rewritten'), checkpoint: 'aiRewrite' });
    const list = await versions();
    expect(list.map((entry) => entry.reason)).toEqual([
      'aiRewrite',
      'import',
      'template',
      'created',
    ]);
    expect(list[2].changes).toMatchObject({
      templateFrom: documentMarked('x').metadata.template,
      templateTo: other.metadata.template,
    });
    expect(JSON.stringify((await version(list[3].id)).data)).toBe(
      JSON.stringify(before.resume.data),
    );
  });

  it('says what each version changed: sections and items added, removed and edited, words added and removed', async () => {
    const start = sampleResumeData();
    await save({ data: start });
    await pause(own.resume.id, 11);
    const next = structuredClone(start);
    const [first, ...rest] = next.sections.experience.items;
    next.sections.experience.items = [{ ...first, position: `${first.position} Senior` }, ...rest];
    next.sections.skills.items = next.sections.skills.items.slice(1);
    next.sections.awards.items.push({
      ...structuredClone(start.sections.awards.items[0] ?? next.sections.experience.items[0]),
      id: 'award-new-one',
    } as never);
    await save({ data: next });
    const [open] = await versions();
    const byName = Object.fromEntries(
      open.changes!.sections.map((change) => [change.section, change]),
    );
    expect(byName.experience).toMatchObject({ added: 0, removed: 0, edited: 1 });
    expect(byName.skills).toMatchObject({ removed: 1 });
    expect(byName.awards).toMatchObject({ added: 1 });
    expect(open.changes!.wordsAdded).toBeGreaterThanOrEqual(1);
    expect(open.changes!.wordsRemoved).toBeGreaterThanOrEqual(1);
    expect(open.summary).toMatch(/Experience: 1 edited/);
    expect(open.summary).toMatch(/\+\d+ \/ −\d+ words/);
  });

  it('stores closed versions compressed, far smaller than their JSON', async () => {
    const sample = await save({ data: sampleResumeData() });
    await pause(own.resume.id, 11);
    await save({ data: documentMarked('after') });
    const [row] = await app.query<{ snapshot: Buffer }>(
      'SELECT snapshot FROM resume_version WHERE resume_id = $1 AND snapshot IS NOT NULL',
      [own.resume.id],
    );
    const json = brotliDecompressSync(row.snapshot).toString('utf8');
    expect(JSON.parse(json)).toEqual(sample.data);
    expect(row.snapshot.length).toBeLessThan(json.length / 2.5);
  });
});

describe('history: restore', () => {
  const own = useOwnedResume(app, { title: 'Restore', slug: 'restore' });

  const versions = async () =>
    (
      await app.ok<{ resumeVersions: VersionJson[] }>(own.owner, ops.versions, {
        id: own.resume.id,
      })
    ).resumeVersions;
  const save = (data: unknown) =>
    app.ok(own.owner, ops.update, { id: own.resume.id, input: { data } });

  it('restores a version byte for byte, keeps the present as a version first, and can be undone', async () => {
    const good = sampleResumeData();
    good.basics.name = 'Good version — Ünïcode ✓';
    await save(good);
    await pause(own.resume.id, 11);
    await save(documentMarked('overwritten'));
    const overwritten = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    const [, goodVersion] = await versions();
    const opened = await app.ok<{ resumeVersion: { data: ResumeData } }>(own.owner, ops.version, {
      id: own.resume.id,
      versionId: goodVersion.id,
    });

    const { restoreResumeVersion } = await app.ok<{ restoreResumeVersion: ResumeJson }>(
      own.owner,
      ops.restoreVersion,
      { id: own.resume.id, versionId: goodVersion.id },
    );
    expect(JSON.stringify(restoreResumeVersion.data)).toBe(
      JSON.stringify(opened.resumeVersion.data),
    );
    // As stored: the resume's jsonb text equals the snapshot's text read back through jsonb.
    const [stored] = await app.query<{ same: boolean }>(
      'SELECT data = $2::jsonb AS same FROM resume WHERE id = $1',
      [own.resume.id, JSON.stringify(good)],
    );
    expect(stored.same).toBe(true);

    const list = await versions();
    expect(list[0]).toMatchObject({
      reason: 'restore',
      current: true,
      restoredFrom: goodVersion.id,
    });
    // The state the restore replaced is a version of its own: restoring it undoes the restore.
    const replaced = list[1];
    await app.ok(own.owner, ops.restoreVersion, { id: own.resume.id, versionId: replaced.id });
    const { resume } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    expect(JSON.stringify(resume.data)).toBe(JSON.stringify(overwritten.resume.data));
  });

  it('refuses a restore of a locked resume with ResumeLocked, and one on a stale version with ResumeVersionConflict', async () => {
    await save(documentMarked('one'));
    await pause(own.resume.id, 11);
    await save(documentMarked('two'));
    const [, older] = await versions();
    await app.ok(own.owner, ops.lock, { id: own.resume.id, set: true });
    expect(
      await app.code(own.owner, ops.restoreVersion, { id: own.resume.id, versionId: older.id }),
    ).toBe('ResumeLocked');
    await app.ok(own.owner, ops.lock, { id: own.resume.id, set: false });

    const { resume } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    const answer = await app.graphql(own.owner, ops.restoreVersion, {
      id: own.resume.id,
      versionId: older.id,
      input: { baseVersion: resume.version - 1 },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'ResumeVersionConflict',
      details: { version: resume.version },
    });
    const after = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });
    expect(after.resume.data).toEqual(documentMarked('two'));
  });

  it('never mixes a restore with a save in flight: one runs after the other and the last is stored whole', async () => {
    await save(documentMarked('old'));
    await pause(own.resume.id, 11);
    await save(documentMarked('new'));
    const [, older] = await versions();
    const saves = Array.from({ length: 8 }, (_, index) =>
      app.ok(own.owner, ops.update, {
        id: own.resume.id,
        input: { data: documentMarked(`typing ${index}`) },
      }),
    );
    const restore = app.ok(own.owner, ops.restoreVersion, {
      id: own.resume.id,
      versionId: older.id,
    });
    await Promise.all([...saves, restore]);
    const { resume } = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, {
      id: own.resume.id,
    });
    const mark = resume.data.basics.name.replace('name ', '');
    expect(resume.data).toEqual(documentMarked(mark));
    expect(resume.version).toBe(own.resume.version + 2 + 9);
  });
});

describe('history: named versions and thinning', () => {
  const own = useOwnedResume(app, { title: 'Named', slug: 'named' });
  const versions = async () =>
    (
      await app.ok<{ resumeVersions: VersionJson[] }>(own.owner, ops.versions, {
        id: own.resume.id,
      })
    ).resumeVersions;

  it('names a version with 1 to 100 characters, and refuses anything else naming the field', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), 'tab\there', 'evil\u202Eoverride']) {
      const answer = await app.graphql(own.owner, ops.saveVersion, { id: own.resume.id, name });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: 'name' }],
      });
    }
    const { saveResumeVersion } = await app.ok<{ saveResumeVersion: VersionJson }>(
      own.owner,
      ops.saveVersion,
      { id: own.resume.id, name: `  ${'é'.repeat(100)}  ` },
    );
    expect(saveResumeVersion).toMatchObject({ name: 'é'.repeat(100), current: false });
    const { renameResumeVersion } = await app.ok<{ renameResumeVersion: VersionJson }>(
      own.owner,
      ops.renameVersion,
      { id: own.resume.id, versionId: saveResumeVersion.id, name: 'Sent to Acme, March 2027' },
    );
    expect(renameResumeVersion.name).toBe('Sent to Acme, March 2027');
    // The next save starts a new version: the named one stays as it was.
    await app.ok(own.owner, ops.update, {
      id: own.resume.id,
      input: { data: documentMarked('later') },
    });
    const list = await versions();
    expect(list.map((entry) => [entry.name, entry.current])).toEqual([
      [null, true],
      ['Sent to Acme, March 2027', false],
    ]);
    expect(
      (
        await app.graphql(own.owner, ops.deleteVersion, {
          id: own.resume.id,
          versionId: list[0].id,
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    await app.ok(own.owner, ops.deleteVersion, { id: own.resume.id, versionId: list[1].id });
    expect(await versions()).toHaveLength(1);
  });

  it('thins unnamed versions: all of the last day, the last of each day for 30 days, of each week to a year; named ones stay', async () => {
    const day = 86_400_000;
    const now = Date.now();
    // Noon and 13:00 UTC of one day `daysAgo` back; a week's Wednesday for the weekly range.
    const at = (daysAgo: number, hour: number) => {
      const date = new Date(now - daysAgo * day);
      date.setUTCHours(hour, 0, 0, 0);
      return date;
    };
    const wednesday = (daysAgo: number, hour: number) => {
      const date = at(daysAgo, hour);
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 4) % 7));
      return date;
    };
    const rows: [string, Date, string | null][] = [
      ['recent-1', new Date(now - 2 * 3_600_000), null],
      ['recent-2', new Date(now - 3 * 3_600_000), null],
      ['day-5-early', at(5, 10), null],
      ['day-5-late', at(5, 11), null],
      ['day-20-early', at(20, 10), null],
      ['day-20-late', at(20, 11), null],
      ['week-60-early', wednesday(60, 10), null],
      ['week-60-late', wednesday(60, 11), null],
      ['week-200-only', wednesday(200, 10), null],
      ['year-and-more', at(400, 10), null],
      ['named-old', at(500, 10), 'Kept forever'],
    ];
    const [open] = await versions();
    await app.query(
      `INSERT INTO resume_version (id, resume_id, user_id, number, reason, started_at, saved_at,
         resume_version, saves, client_id, name, changes, snapshot, pictures)
       SELECT gen_random_uuid(), resume_id, user_id, 100 + o.n, 'edit', o.at, o.at, 1, 1, o.label,
         o.name, '{"sections":[],"wordsAdded":0,"wordsRemoved":0}', $5, '{}'
       FROM resume_version v,
         unnest($2::text[], $3::timestamptz[], $4::text[]) WITH ORDINALITY AS o(label, at, name, n)
       WHERE v.id = $1`,
      [
        open.id,
        rows.map(([label]) => label),
        rows.map(([, date]) => date.toISOString()),
        rows.map(([, , name]) => name),
        packSnapshot(documentMarked('old')),
      ],
    );
    // A pause closes the open version, which thins its resume's history.
    await app.query(
      "UPDATE resume_version SET saved_at = now() - interval '11 minutes' WHERE id = $1",
      [open.id],
    );
    await app.ok(own.owner, ops.update, {
      id: own.resume.id,
      input: { data: documentMarked('now') },
    });

    const kept = (await versions()).map((entry) => entry.clientId).filter(Boolean);
    expect(kept.sort()).toEqual(
      [
        'recent-1',
        'recent-2',
        'day-5-late',
        'day-20-late',
        'week-60-late',
        'week-200-only',
        'named-old',
      ].sort(),
    );
  });
});

describe('history: access', () => {
  const own = useOwnedResume(app, { title: 'Mine', slug: 'mine' });

  it("answers another user's resume, another resume's version, a missing one and a malformed id with ResumeNotFound", async () => {
    const [mine] = (
      await app.ok<{ resumeVersions: VersionJson[] }>(own.owner, ops.versions, {
        id: own.resume.id,
      })
    ).resumeVersions;
    const stranger = newUserId();
    const theirs = await app.create(stranger, { title: 'Theirs', slug: 'theirs' });
    const [theirVersion] = (
      await app.ok<{ resumeVersions: VersionJson[] }>(stranger, ops.versions, { id: theirs.id })
    ).resumeVersions;

    const attempts: [string, Record<string, unknown>][] = [
      [ops.versions, { id: theirs.id }],
      [ops.version, { id: theirs.id, versionId: theirVersion.id }],
      [ops.version, { id: own.resume.id, versionId: theirVersion.id }],
      [ops.version, { id: own.resume.id, versionId: '00000000-0000-4000-8000-000000000000' }],
      [ops.version, { id: own.resume.id, versionId: 'not-an-id' }],
      [ops.restoreVersion, { id: own.resume.id, versionId: theirVersion.id }],
      [ops.restoreVersion, { id: theirs.id, versionId: theirVersion.id }],
      [ops.saveVersion, { id: theirs.id, name: 'mine now' }],
      [ops.renameVersion, { id: own.resume.id, versionId: theirVersion.id, name: 'x' }],
      [ops.deleteVersion, { id: own.resume.id, versionId: theirVersion.id }],
    ];
    for (const [operation, variables] of attempts) {
      const answer = await app.graphql(own.owner, operation, variables);
      expect([answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message]).toEqual([
        'ResumeNotFound',
        'The resume was not found.',
      ]);
    }
    expect(await app.code(undefined, ops.versions, { id: own.resume.id })).toBe('UNAUTHENTICATED');
    // Nothing of theirs changed.
    const after = await app.ok<{ resumeVersions: VersionJson[] }>(stranger, ops.versions, {
      id: theirs.id,
    });
    expect(after.resumeVersions).toEqual([theirVersion]);
    expect(mine.current).toBe(true);
  });
});

describe('history: the list in pages', () => {
  const own = useOwnedResume(app, { title: 'Pages', slug: 'pages' });

  it('answers 50 newest versions at first, the next page below a number, and refuses a limit outside 1 to 200', async () => {
    for (let index = 0; index < 55; index += 1) {
      await app.ok(own.owner, ops.update, {
        id: own.resume.id,
        input: { data: documentMarked(`page ${index}`) },
      });
      await app.query(
        `UPDATE resume_version SET saved_at = saved_at - interval '11 minutes'
         WHERE resume_id = $1 AND snapshot IS NULL`,
        [own.resume.id],
      );
    }
    const page = async (variables: Record<string, unknown>) =>
      (
        await app.ok<{ resumeVersions: VersionJson[] }>(
          own.owner,
          `query($id: ID!, $limit: Int, $before: Int) { resumeVersions(id: $id, limit: $limit, before: $before) { number current } }`,
          { id: own.resume.id, ...variables },
        )
      ).resumeVersions.map((version) => version.number);
    const first = await page({});
    expect(first).toEqual(Array.from({ length: 50 }, (_, index) => 55 - index));
    expect(await page({ before: first.at(-1) })).toEqual([5, 4, 3, 2, 1]);
    expect(await page({ limit: 2, before: 10 })).toEqual([9, 8]);
    for (const limit of [0, 201]) {
      const answer = await app.graphql(
        own.owner,
        ops.versions.replace('resumeVersions(id: $id)', `resumeVersions(id: $id, limit: ${limit})`),
        {
          id: own.resume.id,
        },
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        details: [{ path: 'limit' }],
      });
    }
  });
});
