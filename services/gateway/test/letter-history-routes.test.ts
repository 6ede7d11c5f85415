import { type LetterData, sampleResumeData } from '@vitae/schema';

import { call, type ResumeStack, startResumeStack } from './resume-harness';

jest.setTimeout(60_000);

type LetterBody = { id: string; version: number; data: LetterData; resumeId: string | null };
type VersionBody = {
  id: string;
  letterId: string;
  number: number;
  name: string | null;
  reason: string;
  current: boolean;
  letterVersion: number;
  summary: string;
  clientId: string | null;
  userAgent: string | null;
  restoredFrom: string | null;
  data?: LetterData;
};

const notFound = { statusCode: 404, code: 'LetterNotFound', message: 'The letter was not found.' };

// The routes of docs/letters.md#history, through the gateway to a real resume service.
describe('/api/letter versions REST routes', () => {
  let stack: ResumeStack;
  let api: string;

  beforeAll(async () => {
    stack = await startResumeStack();
    api = `${stack.url}/api/letter`;
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** Moves a letter's versions into the past, as if its writer had paused that long. */
  const pause = (letterId: string, minutes: number) =>
    stack.resume.deps.database!.dataSource.query(
      `UPDATE letter_version SET started_at = started_at - $2 * interval '1 minute',
         saved_at = saved_at - $2 * interval '1 minute' WHERE letter_id = $1`,
      [letterId, minutes],
    );

  const saveBody = (headers: Record<string, string>, letter: LetterBody, text: string) =>
    call<LetterBody>(`${api}/${letter.id}/data`, 'PUT', headers, {
      data: { ...letter.data, body: `<p>${text}</p>` },
      baseVersion: letter.version,
    });

  it('lists versions, opens one, restores it, and answers another user like a missing letter', async () => {
    const user = await stack.newUser();
    const headers = { ...user.headers, 'user-agent': 'Letter history browser' };
    const { body: made } = await call<LetterBody>(api, 'POST', headers, {
      title: 'To Acme',
      slug: 'to-acme',
    });
    const first = await saveBody(headers, made, 'The words I meant');
    expect(first.status).toBe(200);
    await pause(made.id, 11);
    const second = await saveBody(headers, first.body, 'Words I regret');

    const list = await call<VersionBody[]>(`${api}/${made.id}/versions`, 'GET', headers);
    expect(list.status).toBe(200);
    expect(list.body.map((version) => [version.number, version.current, version.reason])).toEqual([
      [2, true, 'edit'],
      [1, false, 'created'],
    ]);
    expect(list.body[0]).toMatchObject({
      letterId: made.id,
      letterVersion: second.body.version,
      userAgent: 'Letter history browser',
      summary: 'Body edited · +2 / −3 words',
    });

    // Pages: ?limit= and ?before=; a limit out of bounds or no number is refused naming it.
    expect(
      (await call<VersionBody[]>(`${api}/${made.id}/versions?limit=1`, 'GET', headers)).body.map(
        (version) => version.number,
      ),
    ).toEqual([2]);
    expect(
      (await call<VersionBody[]>(`${api}/${made.id}/versions?before=2`, 'GET', headers)).body.map(
        (version) => version.number,
      ),
    ).toEqual([1]);
    for (const limit of ['abc', '0', '500']) {
      expect(await call(`${api}/${made.id}/versions?limit=${limit}`, 'GET', headers)).toMatchObject(
        { status: 400, body: { code: 'BAD_USER_INPUT' } },
      );
    }

    const older = list.body[1];
    const opened = await call<VersionBody>(
      `${api}/${made.id}/versions/${older.id}`,
      'GET',
      headers,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual(first.body.data);

    const restored = await call<LetterBody>(
      `${api}/${made.id}/versions/${older.id}/restore`,
      'POST',
      headers,
      { baseVersion: second.body.version, clientId: 'tab-a' },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: second.body.version + 1 });
    expect(restored.body.data).toEqual(first.body.data);
    const after = await call<VersionBody[]>(`${api}/${made.id}/versions`, 'GET', headers);
    expect(after.body[0]).toMatchObject({
      reason: 'restore',
      restoredFrom: older.id,
      clientId: 'tab-a',
    });

    // A stale base version: the builder's conflict, nothing restored.
    expect(
      await call(`${api}/${made.id}/versions/${older.id}/restore`, 'POST', headers, {
        baseVersion: 1,
      }),
    ).toMatchObject({
      status: 409,
      body: {
        statusCode: 409,
        code: 'LetterVersionConflict',
        details: { version: restored.body.version },
      },
    });

    const stranger = await stack.newUser();
    for (const [method, path] of [
      ['GET', `${api}/${made.id}/versions`],
      ['POST', `${api}/${made.id}/versions`],
      ['GET', `${api}/${made.id}/versions/${older.id}`],
      ['POST', `${api}/${made.id}/versions/${older.id}/restore`],
    ] as const) {
      const body = method === 'POST' && path.endsWith('/versions') ? { name: 'Mine' } : undefined;
      expect(await call(path, method, stranger.headers, body)).toEqual({
        status: 404,
        body: notFound,
      });
    }
    // Another letter's version under my letter, and a version id that is no id: missing too.
    const { body: mine } = await call<LetterBody>(api, 'POST', stranger.headers, {
      title: 'Mine',
      slug: 'mine',
    });
    for (const versionId of [older.id, 'not-an-id']) {
      expect(
        await call(`${api}/${mine.id}/versions/${versionId}`, 'GET', stranger.headers),
      ).toEqual({ status: 404, body: notFound });
    }

    await call(`${api}/${made.id}/lock`, 'PATCH', headers, { set: true });
    expect(
      await call(`${api}/${made.id}/versions/${older.id}/restore`, 'POST', headers),
    ).toMatchObject({ status: 423, body: { statusCode: 423, code: 'LetterLocked' } });
  });

  it('names a version, refusing a name of 101 characters naming the field', async () => {
    const user = await stack.newUser();
    const { body: letter } = await call<LetterBody>(api, 'POST', user.headers, {
      title: 'Named',
      slug: 'named',
    });
    expect(
      await call(`${api}/${letter.id}/versions`, 'POST', user.headers, { name: 'x'.repeat(101) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', details: [{ path: 'name' }] },
    });
    const named = await call<VersionBody>(`${api}/${letter.id}/versions`, 'POST', user.headers, {
      name: 'Sent to Acme',
    });
    expect(named).toMatchObject({
      status: 201,
      body: { name: 'Sent to Acme', current: false, number: 1 },
    });
  });

  it('shows a letter taking its resume’s new design as a version of its history', async () => {
    const user = await stack.newUser();
    const { body: resume } = await call<{ id: string; version: number }>(
      `${stack.url}/api/resume`,
      'POST',
      user.headers,
      { title: 'CV', slug: 'cv', sample: true },
    );
    const { body: letter } = await call<LetterBody>(api, 'POST', user.headers, {
      title: 'To Acme',
      slug: 'to-acme',
      fromResumeId: resume.id,
    });
    const data = sampleResumeData();
    data.metadata.template = 'onyx';
    expect(
      (await call(`${stack.url}/api/resume/${resume.id}`, 'PATCH', user.headers, { data })).status,
    ).toBe(200);

    const followed = await call<LetterBody>(`${api}/${letter.id}`, 'GET', user.headers);
    expect(followed.body).toMatchObject({ version: letter.version + 1 });
    expect(followed.body.data.metadata.template).toBe('onyx');
    const versions = await call<VersionBody[]>(`${api}/${letter.id}/versions`, 'GET', user.headers);
    expect(versions.body.map((version) => [version.number, version.reason])).toEqual([
      [2, 'template'],
      [1, 'created'],
    ]);
    expect(versions.body[0].summary).toMatch(/template glalie → onyx/);
  });
});
