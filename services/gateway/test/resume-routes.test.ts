import { defaultResumeData, type ResumeData, sampleResumeData } from '@vitae/schema';

import { call } from './resume-harness';
import { routesUnderTest } from './support/routes-under-test';

jest.setTimeout(60_000);

type ResumeBody = {
  version: number;
  id: string;
  title: string;
  slug: string;
  data: ResumeData;
  visibility: 'public' | 'private';
  locked: boolean;
  userId: string;
  createdAt: string;
  updatedAt: string;
};

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/resume REST routes', () => {
  const under = routesUnderTest<ResumeBody>('/api/resume');
  const { create } = under;

  it('POST /resume creates a resume with the documented fields and ISO dates', async () => {
    const resume = await create({ title: 'My CV', slug: 'My CV', visibility: 'public' });
    expect(Object.keys(resume).sort()).toEqual([
      'createdAt',
      'data',
      'id',
      'locked',
      'slug',
      'title',
      'updatedAt',
      'userId',
      'version',
      'visibility',
    ]);
    expect(resume).toMatchObject({
      title: 'My CV',
      slug: 'my-cv',
      visibility: 'public',
      locked: false,
      userId: under.user.userId,
    });
    expect(resume.data).toEqual(defaultResumeData());
    expect(resume.createdAt).toMatch(isoDate);
    expect(resume.updatedAt).toMatch(isoDate);
  });

  it("POST /resume starts a blank resume with the basics sent along (the account's name and email)", async () => {
    const resume = await create({
      title: 'Mine',
      slug: 'mine',
      basics: { name: 'Ada Lovelace', email: 'ada@example.org' },
    });
    expect(resume.data.basics).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
  });

  it('POST /resume refuses a taken slug with 409 ResumeSlugAlreadyExists', async () => {
    await create({ title: 'A', slug: 'a' });
    const again = await call(under.api, 'POST', under.user.headers, { title: 'B', slug: 'a' });
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'ResumeSlugAlreadyExists', message: expect.any(String) },
    });
  });

  it('POST /resume without a session answers 401', async () => {
    expect((await call(under.api, 'POST', {}, { title: 'A', slug: 'a' })).status).toBe(401);
  });

  it('accepts the session from the vitae_access cookie too', async () => {
    const token = await under.stack.issuer.sign(under.user.userId);
    const resume = await create(
      { title: 'Cookie', slug: 'cookie' },
      { cookie: `vitae_access=${token}` },
    );
    expect(resume.userId).toBe(under.user.userId);
  });

  it("GET /resume lists the caller's resumes, newest update first", async () => {
    const older = await create({ title: 'Older', slug: 'older' });
    const newer = await create({ title: 'Newer', slug: 'newer' });
    await create({ title: 'Theirs', slug: 'theirs' }, (await under.stack.newUser()).headers);
    const list = await call<ResumeBody[]>(under.api, 'GET', under.user.headers);
    expect(list.status).toBe(200);
    expect(list.body.map((resume) => resume.id)).toEqual([newer.id, older.id]);
  });

  it('GET /resume/{id} returns the resume', async () => {
    const resume = await create({ title: 'One', slug: 'one' });
    expect(await call(`${under.api}/${resume.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: resume,
    });
  });

  it('PATCH /resume/{id} updates title, slug, visibility and data, ignoring other fields sent along', async () => {
    const resume = await create({ title: 'One', slug: 'one' });
    const data = sampleResumeData();
    const answer = await call<ResumeBody>(
      `${under.api}/${resume.id}`,
      'PATCH',
      under.user.headers,
      {
        ...resume,
        title: 'Two',
        slug: 'two',
        visibility: 'public',
        data,
        userId: 'someone-else',
        locked: true,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: resume.id,
      title: 'Two',
      slug: 'two',
      visibility: 'public',
      locked: false,
      userId: under.user.userId,
    });
    expect(answer.body.data).toEqual(data);
  });

  it('quality: PATCH /resume/{id} refuses invalid data with 400 and the field paths, and changes nothing', async () => {
    const resume = await create({ title: 'One', slug: 'one' });
    const data = defaultResumeData();
    data.sections.languages.items = [
      { id: 'x', visible: true, name: 'French', description: '', level: 9 },
    ];
    const answer = await call<{ code: string; details: { path: string }[] }>(
      `${under.api}/${resume.id}`,
      'PATCH',
      under.user.headers,
      { data },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.details.map((issue) => issue.path)).toContain(
      'data.sections.languages.items.0.level',
    );
    expect(await call(`${under.api}/${resume.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: resume,
    });
  });

  it('quality: PATCH /resume/{id} with a stale baseVersion answers 409 ResumeVersionConflict with the stored version', async () => {
    const resume = await create({ title: 'Tabs', slug: 'tabs' });
    const first = await call<ResumeBody>(`${under.api}/${resume.id}`, 'PATCH', under.user.headers, {
      title: 'Tab A',
      baseVersion: resume.version,
    });
    expect(first.status).toBe(200);
    const second = await call<{ code: string; details: { version: number } }>(
      `${under.api}/${resume.id}`,
      'PATCH',
      under.user.headers,
      { title: 'Tab B', baseVersion: resume.version },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'ResumeVersionConflict',
      details: { version: resume.version + 1 },
    });
    expect(
      (await call<ResumeBody>(`${under.api}/${resume.id}`, 'GET', under.user.headers)).body.title,
    ).toBe('Tab A');
  });

  it('PATCH /resume/{id} takes a JSON Patch on its base version in place of the whole document, and refuses a stale one with 409', async () => {
    const resume = await create({ title: 'Patch', slug: 'patch' });
    const patch = [{ op: 'replace', path: '/basics/headline', value: 'Sent as a patch' }];
    const saved = await call<ResumeBody>(`${under.api}/${resume.id}`, 'PATCH', under.user.headers, {
      patch,
      baseVersion: resume.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(resume.version + 1);
    expect(saved.body.data.basics.headline).toBe('Sent as a patch');
    const stale = await call<{ code: string }>(
      `${under.api}/${resume.id}`,
      'PATCH',
      under.user.headers,
      {
        patch,
        baseVersion: resume.version,
      },
    );
    expect(stale).toMatchObject({ status: 409, body: { code: 'ResumeVersionConflict' } });
    const invalid = await call<{ code: string; details: { path: string }[] }>(
      `${under.api}/${resume.id}`,
      'PATCH',
      under.user.headers,
      { patch: [{ op: 'add', path: '/basics/email', value: 42 }], baseVersion: resume.version + 1 },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((issue) => issue.path)).toEqual(['data.basics.email']);
  });

  it('PATCH /resume/{id}/lock locks; a locked resume refuses PATCH and DELETE with 423 ResumeLocked', async () => {
    const resume = await create({ title: 'Lock', slug: 'lock' });
    const locked = await call<ResumeBody>(
      `${under.api}/${resume.id}/lock`,
      'PATCH',
      under.user.headers,
      { set: true },
    );
    expect(locked).toMatchObject({ status: 200, body: { id: resume.id, locked: true } });
    for (const [method, body] of [
      ['PATCH', { title: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        await call(`${under.api}/${resume.id}`, method, under.user.headers, body),
      ).toMatchObject({
        status: 423,
        body: { statusCode: 423, code: 'ResumeLocked' },
      });
    }
    const unlocked = await call<ResumeBody>(
      `${under.api}/${resume.id}/lock`,
      'PATCH',
      under.user.headers,
      { set: false },
    );
    expect(unlocked.body.locked).toBe(false);
    expect((await call(`${under.api}/${resume.id}`, 'DELETE', under.user.headers)).status).toBe(
      200,
    );
  });

  it('DELETE /resume/{id} deletes; afterwards the id is 404 ResumeNotFound', async () => {
    const resume = await create({ title: 'Gone', slug: 'gone' });
    expect((await call(`${under.api}/${resume.id}`, 'DELETE', under.user.headers)).status).toBe(
      200,
    );
    expect(await call(`${under.api}/${resume.id}`, 'GET', under.user.headers)).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'ResumeNotFound', message: 'The resume was not found.' },
    });
  });

  it('POST /resume/import imports with or without title and slug, a taken slug getting a suffix', async () => {
    const data = sampleResumeData();
    const named = await call<ResumeBody>(`${under.api}/import`, 'POST', under.user.headers, {
      title: 'Imported',
      slug: 'imported',
      data,
    });
    expect(named).toMatchObject({
      status: 201,
      body: { title: 'Imported', slug: 'imported', visibility: 'private' },
    });
    expect(named.body.id).toEqual(expect.any(String));
    const again = await call<ResumeBody>(`${under.api}/import`, 'POST', under.user.headers, {
      slug: 'imported',
      data,
    });
    expect(again.body.slug).toBe('imported-2');
    const bare = await call<ResumeBody>(`${under.api}/import`, 'POST', under.user.headers, {
      data,
    });
    expect(bare.body.title).toBe(data.basics.name);
  });

  it('POST /resume/import refuses an invalid document with 400 and its paths', async () => {
    const answer = await call<{ code: string; details: { path: string }[] }>(
      `${under.api}/import`,
      'POST',
      under.user.headers,
      { data: { basics: { email: 'not-an-email' } } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((issue) => issue.path)).toContain('data.basics.email');
  });

  it('GET /resume/{id}/statistics gives the owner views and downloads', async () => {
    const resume = await create({ title: 'Stats', slug: 'stats' });
    expect(await call(`${under.api}/${resume.id}/statistics`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: { views: 0, downloads: 0 },
    });
  });

  it('POST /resume/{id}/copy-for-job makes a linked copy; its comparison and a take from its source follow (docs/resume.md#tailored-copies)', async () => {
    const source = await create({ title: 'Main', slug: 'main', sample: true });
    const job = { posting: 'TypeScript and PostgreSQL.', company: 'Acme', role: 'Engineer' };
    const copy = await call<ResumeBody & { sourceId: string; job: unknown }>(
      `${under.api}/${source.id}/copy-for-job`,
      'POST',
      under.user.headers,
      job,
    );
    expect(copy).toMatchObject({
      status: 201,
      body: {
        title: 'Main · Acme',
        slug: 'main-acme',
        sourceId: source.id,
        job: { ...job, date: '' },
      },
    });
    const data = structuredClone(source.data);
    data.sections.skills.items[0].name = 'Go';
    await call(`${under.api}/${source.id}`, 'PATCH', under.user.headers, { data });
    const comparison = await call<{ parts: { key: string; change: string }[] }>(
      `${under.api}/${copy.body.id}/source-comparison`,
      'GET',
      under.user.headers,
    );
    expect(comparison.status).toBe(200);
    expect(comparison.body.parts.find((part) => part.key === 'skills')?.change).toBe('source');
    const taken = await call<ResumeBody>(
      `${under.api}/${copy.body.id}/take-from-source`,
      'POST',
      under.user.headers,
      {
        parts: ['skills'],
        baseVersion: copy.body.version,
      },
    );
    expect(taken.status).toBe(200);
    expect(taken.body.data.sections.skills.items[0].name).toBe('Go');
    // Not a copy: nothing to compare.
    expect(
      await call(`${under.api}/${source.id}/source-comparison`, 'GET', under.user.headers),
    ).toEqual({
      status: 200,
      body: null,
    });
  });

  it('PUT /resume/{id}/job sets the job, refusing a posting over 20,000 characters with 400 and its limit; DELETE clears it', async () => {
    const resume = await create({ title: 'Aimed', slug: 'aimed' });
    const refused = await call(`${under.api}/${resume.id}/job`, 'PUT', under.user.headers, {
      posting: 'x'.repeat(20_001),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        message: 'The posting must hold at most 20,000 characters.',
        details: [{ path: 'job.posting' }],
      },
    });
    expect(
      await call(`${under.api}/${resume.id}/job`, 'PUT', under.user.headers, {
        company: 'Initech',
      }),
    ).toMatchObject({ status: 200, body: { job: { company: 'Initech', posting: '' } } });
    expect(await call(`${under.api}/${resume.id}/job`, 'DELETE', under.user.headers)).toMatchObject(
      {
        status: 200,
        body: { job: null },
      },
    );
  });

  describe("quality: every route refuses another user's id exactly like a missing one", () => {
    const routes: [string, string, string, unknown][] = [
      ['GET /resume/{id}', 'GET', '', undefined],
      ['PATCH /resume/{id}', 'PATCH', '', { title: 'Stolen' }],
      ['DELETE /resume/{id}', 'DELETE', '', undefined],
      ['PATCH /resume/{id}/lock', 'PATCH', '/lock', { set: true }],
      ['GET /resume/{id}/statistics', 'GET', '/statistics', undefined],
      ['POST /resume/{id}/copy-for-job', 'POST', '/copy-for-job', { company: 'Acme' }],
      ['PUT /resume/{id}/job', 'PUT', '/job', { company: 'Acme' }],
      ['GET /resume/{id}/source-comparison', 'GET', '/source-comparison', undefined],
      ['POST /resume/{id}/take-from-source', 'POST', '/take-from-source', { parts: ['skills'] }],
    ];

    it.each(routes)('%s', async (_name, method, suffix, body) => {
      const resume = await create({ title: 'Mine', slug: 'mine', visibility: 'public' });
      const { foreign, missing, garbage } = await under.askAsStranger(
        resume.id,
        method,
        suffix,
        body,
      );
      expect(foreign).toEqual({
        status: 404,
        body: { statusCode: 404, code: 'ResumeNotFound', message: 'The resume was not found.' },
      });
      expect(missing).toEqual(foreign);
      expect(garbage).toEqual(foreign);
      expect(await call(`${under.api}/${resume.id}`, 'GET', under.user.headers)).toEqual({
        status: 200,
        body: resume,
      });
    });

    it('GET /resume', async () => {
      const resume = await create({ title: 'Mine', slug: 'mine' });
      const theirs = await call<ResumeBody[]>(
        under.api,
        'GET',
        (await under.stack.newUser()).headers,
      );
      expect(theirs).toEqual({ status: 200, body: [] });
      expect(resume.id).toEqual(expect.any(String));
    });
  });
});
