import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { call, type ResumeStack, startResumeStack } from './resume-harness';

jest.setTimeout(60_000);

type ResumeBody = { id: string; slug: string; version: number; data: ResumeData };
type VersionBody = {
  id: string;
  number: number;
  reason: string;
  current: boolean;
  summary: string;
  clientId: string | null;
  userAgent: string | null;
  data?: ResumeData;
};

const notFound = { statusCode: 404, code: 'ResumeNotFound', message: 'The resume was not found.' };

// The routes of docs/resume.md#history and #trash, through the gateway to a real resume service.
describe('/api/resume versions and trash REST routes', () => {
  let stack: ResumeStack;
  let api: string;

  beforeAll(async () => {
    stack = await startResumeStack();
    api = `${stack.url}/api/resume`;
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** Moves a resume's versions into the past, as if its editor had paused that long. */
  const pause = (resumeId: string, minutes: number) =>
    stack.resume.deps.database!.dataSource.query(
      `UPDATE resume_version SET started_at = started_at - $2 * interval '1 minute',
         saved_at = saved_at - $2 * interval '1 minute' WHERE resume_id = $1`,
      [resumeId, minutes],
    );

  it('lists versions, opens one, restores it, and answers another user like a missing resume', async () => {
    const user = await stack.newUser();
    const headers = { ...user.headers, 'user-agent': 'History test browser' };
    const { body: resume } = await call<ResumeBody>(api, 'POST', headers, {
      title: 'Versions',
      slug: 'versions',
      sample: true,
    });
    const sample = sampleResumeData();
    sample.basics.name = 'First name';
    const first = await call<ResumeBody>(`${api}/${resume.id}`, 'PATCH', headers, {
      data: sample,
      clientId: 'tab-a',
    });
    expect(first.status).toBe(200);
    await pause(resume.id, 11);
    const second = sampleResumeData();
    second.basics.name = 'Somebody else';
    await call(`${api}/${resume.id}`, 'PATCH', headers, { data: second, clientId: 'tab-b' });

    const list = await call<VersionBody[]>(`${api}/${resume.id}/versions`, 'GET', headers);
    expect(list.status).toBe(200);
    expect(list.body.map((version) => [version.number, version.current, version.clientId])).toEqual(
      [
        [2, true, 'tab-b'],
        [1, false, 'tab-a'],
      ],
    );
    expect(list.body[0]).toMatchObject({ userAgent: 'History test browser', reason: 'edit' });
    expect(list.body[0].summary).toMatch(/Basics edited/);

    // Pages: ?limit= and ?before=; a limit that is no number is refused naming it.
    expect(
      (await call<VersionBody[]>(`${api}/${resume.id}/versions?limit=1`, 'GET', headers)).body.map(
        (version) => version.number,
      ),
    ).toEqual([2]);
    expect(
      (await call<VersionBody[]>(`${api}/${resume.id}/versions?before=2`, 'GET', headers)).body.map(
        (version) => version.number,
      ),
    ).toEqual([1]);
    for (const limit of ['abc', '0', '500']) {
      expect(
        await call(`${api}/${resume.id}/versions?limit=${limit}`, 'GET', headers),
      ).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    }

    const older = list.body[1];
    const opened = await call<VersionBody>(
      `${api}/${resume.id}/versions/${older.id}`,
      'GET',
      headers,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual(first.body.data);

    const restored = await call<ResumeBody>(
      `${api}/${resume.id}/versions/${older.id}/restore`,
      'POST',
      headers,
      { baseVersion: first.body.version + 1 },
    );
    expect(restored.status).toBe(200);
    expect(JSON.stringify(restored.body.data)).toBe(JSON.stringify(opened.body.data));

    // A stale base version: the builder's conflict, nothing restored.
    const stale = await call(`${api}/${resume.id}/versions/${older.id}/restore`, 'POST', headers, {
      baseVersion: 1,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        statusCode: 409,
        code: 'ResumeVersionConflict',
        details: { version: restored.body.version },
      },
    });

    const stranger = await stack.newUser();
    for (const [method, path] of [
      ['GET', `${api}/${resume.id}/versions`],
      ['GET', `${api}/${resume.id}/versions/${older.id}`],
      ['POST', `${api}/${resume.id}/versions/${older.id}/restore`],
      ['POST', `${api}/${resume.id}/restore`],
    ] as const) {
      expect(await call(path, method, stranger.headers)).toEqual({ status: 404, body: notFound });
    }
    // Another resume's version under my resume: missing too.
    const { body: mine } = await call<ResumeBody>(api, 'POST', stranger.headers, {
      title: 'Mine',
      slug: 'mine',
    });
    expect(await call(`${api}/${mine.id}/versions/${older.id}`, 'GET', stranger.headers)).toEqual({
      status: 404,
      body: notFound,
    });

    await call(`${api}/${resume.id}/lock`, 'PATCH', headers, { set: true });
    expect(
      await call(`${api}/${resume.id}/versions/${list.body[0].id}/restore`, 'POST', headers),
    ).toMatchObject({ status: 423, body: { statusCode: 423, code: 'ResumeLocked' } });
  });

  it('names a version, refusing a name of 101 characters naming the field', async () => {
    const user = await stack.newUser();
    const { body: resume } = await call<ResumeBody>(api, 'POST', user.headers, {
      title: 'Named',
      slug: 'named',
    });
    expect(
      await call(`${api}/${resume.id}/versions`, 'POST', user.headers, { name: 'x'.repeat(101) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', details: [{ path: 'name' }] },
    });
    const named = await call<VersionBody & { name: string }>(
      `${api}/${resume.id}/versions`,
      'POST',
      user.headers,
      { name: 'Sent to Acme' },
    );
    expect(named).toMatchObject({ status: 201, body: { name: 'Sent to Acme', current: false } });
  });

  it('moves a deleted resume to the trash, lists it and restores it', async () => {
    const user = await stack.newUser();
    const { body: resume } = await call<ResumeBody>(api, 'POST', user.headers, {
      title: 'Trash me',
      slug: 'trash-me',
    });
    const deleted = await call<{ deletedAt: string; purgeAt: string }>(
      `${api}/${resume.id}`,
      'DELETE',
      user.headers,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.deletedAt).toEqual(expect.any(String));

    const trash = await call<{ id: string; purgeAt: string }[]>(
      `${api}/trash`,
      'GET',
      user.headers,
    );
    expect(trash).toMatchObject({ status: 200, body: [{ id: resume.id }] });
    expect(await call(`${api}/${resume.id}`, 'GET', user.headers)).toEqual({
      status: 404,
      body: notFound,
    });

    const restored = await call<ResumeBody & { deletedAt: null }>(
      `${api}/${resume.id}/restore`,
      'POST',
      user.headers,
    );
    expect(restored).toMatchObject({
      status: 200,
      body: { id: resume.id, slug: 'trash-me', deletedAt: null },
    });
    expect((await call(`${api}/trash`, 'GET', user.headers)).body).toEqual([]);
    expect((await call(`${api}/${resume.id}`, 'GET', user.headers)).status).toBe(200);
    expect(await call(`${api}/trash`, 'GET')).toMatchObject({ status: 401 });
  });

  it('deletes a trashed resume forever, never a live one, and empties the trash', async () => {
    const user = await stack.newUser();
    const made = [];
    for (const slug of ['gone-one', 'gone-two', 'gone-three']) {
      made.push((await call<ResumeBody>(api, 'POST', user.headers, { title: slug, slug })).body);
    }
    const [one, two, three] = made;
    // A live resume is not in the trash: missing, and still there afterwards.
    expect(await call(`${api}/trash/${one.id}`, 'DELETE', user.headers)).toEqual({
      status: 404,
      body: notFound,
    });
    expect((await call(`${api}/${one.id}`, 'GET', user.headers)).status).toBe(200);

    for (const resume of made) {
      await call(`${api}/${resume.id}`, 'DELETE', user.headers);
    }
    // Somebody else's trashed resume: missing to them, still in its owner's trash.
    const stranger = await stack.newUser();
    expect(await call(`${api}/trash/${one.id}`, 'DELETE', stranger.headers)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await call(`${api}/trash`, 'DELETE', stranger.headers)).toEqual({
      status: 200,
      body: { deleted: 0 },
    });

    const forever = await call<{ id: string }>(`${api}/trash/${one.id}`, 'DELETE', user.headers);
    expect(forever).toMatchObject({ status: 200, body: { id: one.id } });
    expect(await call(`${api}/${one.id}/restore`, 'POST', user.headers)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(
      (await call<{ id: string }[]>(`${api}/trash`, 'GET', user.headers)).body
        .map((resume) => resume.id)
        .sort(),
    ).toEqual([two.id, three.id].sort());

    expect(await call(`${api}/trash`, 'DELETE', user.headers)).toEqual({
      status: 200,
      body: { deleted: 2 },
    });
    expect((await call(`${api}/trash`, 'GET', user.headers)).body).toEqual([]);
    expect(await call(`${api}/trash`, 'DELETE')).toMatchObject({ status: 401 });
    expect(await call(`${api}/trash/${two.id}`, 'DELETE')).toMatchObject({ status: 401 });
  });
});
