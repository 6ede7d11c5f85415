import {
  defaultLetterData,
  exportLetterJson,
  importLetterJson,
  type LetterData,
  sampleLetterData,
  sampleResumeData,
} from '@vitae/schema';

import { call } from './resume-harness';
import { routesUnderTest } from './support/routes-under-test';

jest.setTimeout(60_000);

type LetterBody = {
  id: string;
  title: string;
  slug: string;
  data: LetterData;
  visibility: 'public' | 'private';
  locked: boolean;
  userId: string;
  version: number;
  resumeId: string | null;
  createdAt: string;
  updatedAt: string;
};

type ErrorAnswer = {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
};

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const notFound = {
  status: 404,
  body: { statusCode: 404, code: 'LetterNotFound', message: 'The letter was not found.' },
};

describe('/api/letter REST routes (docs/api.md#cover-letters)', () => {
  const under = routesUnderTest<LetterBody>('/api/letter');
  const { create } = under;

  it('POST /letter creates a blank letter with the documented fields', async () => {
    const letter = await create({ title: 'To Acme', slug: 'To Acme', visibility: 'public' });
    expect(Object.keys(letter).sort()).toEqual([
      'createdAt',
      'data',
      'id',
      'locked',
      'resumeId',
      'slug',
      'title',
      'updatedAt',
      'userId',
      'version',
      'visibility',
    ]);
    expect(letter).toMatchObject({
      title: 'To Acme',
      slug: 'to-acme',
      visibility: 'public',
      locked: false,
      userId: under.user.userId,
      version: 1,
      resumeId: null,
    });
    expect(letter.data).toEqual(defaultLetterData());
    expect(letter.createdAt).toMatch(isoDate);
    expect(letter.updatedAt).toMatch(isoDate);
  });

  it('POST /letter from a resume takes its sender and the posting, and links the resume', async () => {
    const resume = await call<{ id: string }>(
      `${under.stack.url}/api/resume`,
      'POST',
      under.user.headers,
      {
        title: 'CV',
        slug: 'cv',
        sample: true,
      },
    );
    expect(resume.status).toBe(201);
    const letter = await create({
      title: 'Acme',
      slug: 'acme',
      fromResumeId: resume.body.id,
      posting: { company: 'Acme', role: 'Engineer', description: 'TypeScript.' },
    });
    const basics = sampleResumeData().basics;
    expect(letter.resumeId).toBe(resume.body.id);
    expect(letter.data.metadata.resumeId).toBe(resume.body.id);
    expect(letter.data.sender).toMatchObject({ name: basics.name, email: basics.email });
    expect(letter.data.recipient.company).toBe('Acme');
    expect(letter.data.subject).toBe('Engineer');
    expect(letter.data.metadata.notes).toBe('TypeScript.');
    // Another person's resume is not found, as everywhere.
    const stranger = await under.stack.newUser();
    expect(
      await call(under.api, 'POST', stranger.headers, {
        title: 'Theirs',
        slug: 'theirs',
        fromResumeId: resume.body.id,
      }),
    ).toMatchObject({ status: 404, body: { code: 'ResumeNotFound' } });
  });

  it("POST /letter refuses a taken slug with 409 LetterSlugAlreadyExists; a resume can't take it either", async () => {
    await create({ title: 'A', slug: 'a' });
    const again = await call(under.api, 'POST', under.user.headers, { title: 'B', slug: 'a' });
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'LetterSlugAlreadyExists', message: expect.any(String) },
    });
    const resume = await call(`${under.stack.url}/api/resume`, 'POST', under.user.headers, {
      title: 'A',
      slug: 'a',
    });
    // One slug namespace for an owner's resumes and letters (docs/letters.md#the-public-page).
    expect(resume).toMatchObject({ status: 409, body: { code: 'ResumeSlugAlreadyExists' } });
  });

  it('every route answers 401 without a session, before anything is written', async () => {
    const letter = await create({ title: 'Mine', slug: 'mine' });
    const routes: [string, string, unknown][] = [
      ['POST', '', { title: 'A', slug: 'a' }],
      ['GET', '', undefined],
      ['GET', `/${letter.id}`, undefined],
      ['PATCH', `/${letter.id}`, { title: 'Stolen' }],
      ['PUT', `/${letter.id}/data`, { data: defaultLetterData(), baseVersion: 1 }],
      ['PATCH', `/${letter.id}/lock`, { set: true }],
      ['POST', `/${letter.id}/duplicate`, undefined],
      ['DELETE', `/${letter.id}`, undefined],
      ['GET', `/${letter.id}/export/json`, undefined],
      ['POST', '/import', { file: exportLetterJson(sampleLetterData()) }],
    ];
    for (const [method, suffix, body] of routes) {
      const answer = await call<ErrorAnswer>(`${under.api}${suffix}`, method, {}, body);
      expect({ route: `${method} ${suffix}`, status: answer.status }).toEqual({
        route: `${method} ${suffix}`,
        status: 401,
      });
    }
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: letter,
    });
    expect((await call<LetterBody[]>(under.api, 'GET', under.user.headers)).body).toEqual([letter]);
  });

  it("GET /letter lists the caller's letters, newest update first, and no one else's", async () => {
    const older = await create({ title: 'Older', slug: 'older' });
    const newer = await create({ title: 'Newer', slug: 'newer' });
    await create({ title: 'Theirs', slug: 'theirs' }, (await under.stack.newUser()).headers);
    const list = await call<LetterBody[]>(under.api, 'GET', under.user.headers);
    expect(list.status).toBe(200);
    expect(list.body.map((letter) => letter.id)).toEqual([newer.id, older.id]);
    const renamed = await call(`${under.api}/${older.id}`, 'PATCH', under.user.headers, {
      title: 'Older!',
    });
    expect(renamed.status).toBe(200);
    const again = await call<LetterBody[]>(under.api, 'GET', under.user.headers);
    expect(again.body.map((letter) => letter.id)).toEqual([older.id, newer.id]);
  });

  it('GET /letter/{id} answers the letter', async () => {
    const letter = await create({ title: 'One', slug: 'one' });
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: letter,
    });
  });

  it('PATCH /letter/{id} renames and sets the visibility, each a version, ignoring other fields', async () => {
    const letter = await create({ title: 'One', slug: 'one' });
    const renamed = await call<LetterBody>(
      `${under.api}/${letter.id}`,
      'PATCH',
      under.user.headers,
      {
        title: 'Two',
        slug: 'two',
        locked: true,
        userId: 'someone-else',
        data: sampleLetterData(),
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      title: 'Two',
      slug: 'two',
      visibility: 'private',
      locked: false,
      userId: under.user.userId,
      version: 2,
    });
    expect(renamed.body.data).toEqual(defaultLetterData());
    const shown = await call<LetterBody>(`${under.api}/${letter.id}`, 'PATCH', under.user.headers, {
      visibility: 'public',
    });
    expect(shown.body).toMatchObject({ title: 'Two', visibility: 'public', version: 3 });
    const both = await call<LetterBody>(`${under.api}/${letter.id}`, 'PATCH', under.user.headers, {
      title: 'Three',
      visibility: 'private',
    });
    expect(both.body).toMatchObject({
      title: 'Three',
      slug: 'two',
      visibility: 'private',
      version: 5,
    });
    const bad = await call<ErrorAnswer>(`${under.api}/${letter.id}`, 'PATCH', under.user.headers, {
      visibility: 'everyone',
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(
      (await call<LetterBody>(`${under.api}/${letter.id}`, 'GET', under.user.headers)).body,
    ).toEqual(both.body);
  });

  it('PATCH /letter/{id} refuses a slug another of the letters has with 409', async () => {
    await create({ title: 'A', slug: 'a' });
    const b = await create({ title: 'B', slug: 'b' });
    expect(
      await call(`${under.api}/${b.id}`, 'PATCH', under.user.headers, { slug: 'a' }),
    ).toMatchObject({
      status: 409,
      body: { statusCode: 409, code: 'LetterSlugAlreadyExists' },
    });
    expect(
      (await call<LetterBody>(`${under.api}/${b.id}`, 'GET', under.user.headers)).body.slug,
    ).toBe('b');
  });

  it('PUT /letter/{id}/data saves the document on its version and answers the next', async () => {
    const letter = await create({ title: 'Data', slug: 'data' });
    const data = sampleLetterData();
    const saved = await call<LetterBody>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      {
        data,
        baseVersion: letter.version,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(letter.version + 1);
    expect(saved.body.data).toEqual({ ...data, metadata: { ...data.metadata, resumeId: null } });
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: saved.body,
    });
  });

  it('quality: PUT /letter/{id}/data on a stale version answers 409 LetterVersionConflict with the stored version', async () => {
    const letter = await create({ title: 'Tabs', slug: 'tabs' });
    const first = defaultLetterData();
    first.subject = 'Tab A';
    const second = defaultLetterData();
    second.subject = 'Tab B';
    expect(
      (
        await call(`${under.api}/${letter.id}/data`, 'PUT', under.user.headers, {
          data: first,
          baseVersion: letter.version,
        })
      ).status,
    ).toBe(200);
    const stale = await call<ErrorAnswer>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      {
        data: second,
        baseVersion: letter.version,
      },
    );
    expect(stale).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        code: 'LetterVersionConflict',
        message: expect.any(String),
        details: { version: letter.version + 1 },
      },
    });
    const stored = await call<LetterBody>(`${under.api}/${letter.id}`, 'GET', under.user.headers);
    expect(stored.body.data.subject).toBe('Tab A');
  });

  it('quality: PUT /letter/{id}/data refuses invalid data with 400 naming the field, and changes nothing', async () => {
    const letter = await create({ title: 'Bad', slug: 'bad' });
    const answer = await call<{ code: string; details: { path: string }[] }>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      {
        data: { ...defaultLetterData(), sender: { ...defaultLetterData().sender, email: 'nope' } },
        baseVersion: letter.version,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.details.map((issue) => issue.path)).toEqual(['data.sender.email']);
    const noVersion = await call<ErrorAnswer>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      { data: defaultLetterData() },
    );
    expect(noVersion).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: letter,
    });
  });

  it('PATCH /letter/{id}/lock locks; a locked letter refuses changes and deletion with 423 LetterLocked', async () => {
    const letter = await create({ title: 'Lock', slug: 'lock' });
    const locked = await call<LetterBody>(
      `${under.api}/${letter.id}/lock`,
      'PATCH',
      under.user.headers,
      { set: true },
    );
    expect(locked).toMatchObject({ status: 200, body: { id: letter.id, locked: true } });
    const refused: [string, string, unknown][] = [
      ['PATCH', '', { title: 'x' }],
      ['PATCH', '', { visibility: 'public' }],
      ['PUT', '/data', { data: sampleLetterData(), baseVersion: locked.body.version }],
      ['DELETE', '', undefined],
    ];
    for (const [method, suffix, body] of refused) {
      expect(
        await call(`${under.api}/${letter.id}${suffix}`, method, under.user.headers, body),
      ).toEqual({
        status: 423,
        body: {
          statusCode: 423,
          code: 'LetterLocked',
          message: 'The letter is locked; unlock it to make changes.',
        },
      });
    }
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: locked.body,
    });
    const unlocked = await call<LetterBody>(
      `${under.api}/${letter.id}/lock`,
      'PATCH',
      under.user.headers,
      { set: false },
    );
    expect(unlocked.body.locked).toBe(false);
    expect((await call(`${under.api}/${letter.id}`, 'DELETE', under.user.headers)).status).toBe(
      200,
    );
  });

  it('POST /letter/{id}/duplicate makes a private copy keeping the document', async () => {
    const letter = await create({ title: 'Original', slug: 'original', visibility: 'public' });
    const data = sampleLetterData();
    await call(`${under.api}/${letter.id}/data`, 'PUT', under.user.headers, {
      data,
      baseVersion: 1,
    });
    const copy = await call<LetterBody>(
      `${under.api}/${letter.id}/duplicate`,
      'POST',
      under.user.headers,
    );
    expect(copy).toMatchObject({
      status: 201,
      body: { title: 'Original (Copy)', slug: 'original-copy', visibility: 'private' },
    });
    expect(copy.body.id).not.toBe(letter.id);
    expect(copy.body.data.subject).toBe(data.subject);
  });

  it('DELETE /letter/{id} deletes for good, answering the letter; afterwards it is 404 LetterNotFound', async () => {
    const letter = await create({ title: 'Gone', slug: 'gone' });
    expect(await call(`${under.api}/${letter.id}`, 'DELETE', under.user.headers)).toEqual({
      status: 200,
      body: letter,
    });
    expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual(notFound);
    expect(await call(under.api, 'GET', under.user.headers)).toEqual({ status: 200, body: [] });
  });

  it('GET /letter/{id}/export/json downloads the letter file, which importLetterJson reads back whole', async () => {
    const letter = await create({ title: 'To: Acme / 2026', slug: 'acme' });
    const data = sampleLetterData();
    const saved = await call<LetterBody>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      {
        data,
        baseVersion: 1,
      },
    );
    const response = await fetch(`${under.api}/${letter.id}/export/json`, {
      headers: under.user.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="To Acme 2026.json"; filename*=UTF-8''To%20Acme%202026.json`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ vitaeLetter: 1, subject: data.subject });
    expect(importLetterJson(text)).toEqual({ ok: true, data: saved.body.data, warnings: [] });
  });

  it('POST /letter/import makes a new private letter from the exported file: the same letter but for id, slug and version', async () => {
    const letter = await create({ title: 'To Acme', slug: 'acme', visibility: 'public' });
    const saved = await call<LetterBody>(
      `${under.api}/${letter.id}/data`,
      'PUT',
      under.user.headers,
      {
        data: sampleLetterData(),
        baseVersion: 1,
      },
    );
    await call(`${under.api}/${letter.id}`, 'PATCH', under.user.headers, { visibility: 'private' });
    const exported = (
      await call<LetterBody>(`${under.api}/${letter.id}`, 'GET', under.user.headers)
    ).body;
    const file = await (
      await fetch(`${under.api}/${letter.id}/export/json`, { headers: under.user.headers })
    ).text();

    const answer = await call<LetterBody>(`${under.api}/import`, 'POST', under.user.headers, {
      title: 'To Acme',
      file,
    });
    expect(answer.status).toBe(201);
    const imported = answer.body;
    expect(imported).toMatchObject({ slug: 'to-acme', version: 1, locked: false });
    expect(imported.id).not.toBe(letter.id);
    expect(imported.createdAt).toMatch(isoDate);
    expect({
      ...imported,
      id: exported.id,
      slug: exported.slug,
      version: exported.version,
      createdAt: exported.createdAt,
      updatedAt: exported.updatedAt,
    }).toEqual(exported);
    expect(imported.data).toEqual(saved.body.data);
    expect(await call(`${under.api}/${imported.id}`, 'GET', under.user.headers)).toEqual({
      status: 200,
      body: imported,
    });

    const again = await call<LetterBody>(`${under.api}/import`, 'POST', under.user.headers, {
      file,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      title: sampleLetterData().subject,
      visibility: 'private',
    });
  });

  it('quality: POST /letter/import refuses a file it cannot read with 400 naming each problem under file, and stores nothing', async () => {
    const refused = async (body: unknown) => {
      const answer = await call<ErrorAnswer>(
        `${under.api}/import`,
        'POST',
        under.user.headers,
        body,
      );
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      expect(answer.body.statusCode).toBe(400);
      expect(typeof answer.body.message).toBe('string');
      return answer.body.details;
    };
    expect(await refused({ file: '{"vitaeLetter": 1,' })).toEqual([
      { path: 'file', message: 'Failed to parse JSON' },
    ]);
    const wrongVersion = exportLetterJson(sampleLetterData()).replace(
      '"vitaeLetter": 1',
      '"vitaeLetter": 2',
    );
    expect(await refused({ file: wrongVersion })).toEqual([
      {
        path: 'file.vitaeLetter',
        message: 'Version 2 of the letter file is not one this version reads (1).',
      },
    ]);
    const data = sampleLetterData();
    const overBound = exportLetterJson({
      ...data,
      sender: { ...data.sender, name: 'x'.repeat(256) },
    });
    expect(await refused({ file: overBound })).toEqual([
      { path: 'file.sender.name', message: 'Text must be at most 255 characters long.' },
    ]);
    expect(await refused({})).toEqual([
      { path: 'file', message: 'The text of a letter file is required.' },
    ]);
    const badTitle = await refused({ title: 'x'.repeat(256), file: exportLetterJson(data) });
    expect((badTitle as { path: string }[]).map((issue) => issue.path)).toEqual(['title']);
    expect((await call<LetterBody[]>(under.api, 'GET', under.user.headers)).body).toEqual([]);
  });

  describe("quality: every route refuses another user's id exactly like a missing one", () => {
    const routes: [string, string, string, unknown][] = [
      ['GET /letter/{id}', 'GET', '', undefined],
      ['PATCH /letter/{id}', 'PATCH', '', { title: 'Stolen' }],
      ['PATCH /letter/{id} (visibility)', 'PATCH', '', { visibility: 'private' }],
      ['PUT /letter/{id}/data', 'PUT', '/data', { data: {}, baseVersion: 1 }],
      ['PATCH /letter/{id}/lock', 'PATCH', '/lock', { set: true }],
      ['POST /letter/{id}/duplicate', 'POST', '/duplicate', undefined],
      ['DELETE /letter/{id}', 'DELETE', '', undefined],
      ['GET /letter/{id}/export/json', 'GET', '/export/json', undefined],
    ];

    it.each(routes)('%s', async (_name, method, suffix, body) => {
      const letter = await create({ title: 'Mine', slug: 'mine', visibility: 'public' });
      const { foreign, missing, garbage } = await under.askAsStranger(
        letter.id,
        method,
        suffix,
        body,
      );
      expect(foreign).toEqual(notFound);
      expect(missing).toEqual(notFound);
      expect(garbage).toEqual(notFound);
      expect(await call(`${under.api}/${letter.id}`, 'GET', under.user.headers)).toEqual({
        status: 200,
        body: letter,
      });
    });
  });

  it('the OpenAPI document lists each letter route with its bodies and error codes', async () => {
    const response = await fetch(`${under.stack.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    type Operation = {
      tags: string[];
      'x-api-key-scope': string;
      requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
      responses: Record<string, { description: string }>;
    };
    const document = (await response.json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    const operation = (method: string, path: string) => document.paths[path]?.[method];
    const expected: [string, string, string, string, Record<string, string>][] = [
      [
        'post',
        '/api/letter',
        'write',
        '201',
        { '404': 'ResumeNotFound', '409': 'LetterSlugAlreadyExists' },
      ],
      ['get', '/api/letter', 'read', '200', {}],
      ['get', '/api/letter/{id}', 'read', '200', { '404': 'LetterNotFound' }],
      [
        'patch',
        '/api/letter/{id}',
        'write',
        '200',
        { '404': 'LetterNotFound', '409': 'LetterSlugAlreadyExists', '423': 'LetterLocked' },
      ],
      [
        'put',
        '/api/letter/{id}/data',
        'write',
        '200',
        { '404': 'LetterNotFound', '409': 'LetterVersionConflict', '423': 'LetterLocked' },
      ],
      ['patch', '/api/letter/{id}/lock', 'write', '200', { '404': 'LetterNotFound' }],
      ['post', '/api/letter/{id}/duplicate', 'write', '201', { '404': 'LetterNotFound' }],
      [
        'delete',
        '/api/letter/{id}',
        'write',
        '200',
        { '404': 'LetterNotFound', '423': 'LetterLocked' },
      ],
      ['get', '/api/letter/{id}/export/json', 'read', '200', { '404': 'LetterNotFound' }],
      ['post', '/api/letter/import', 'write', '201', { '409': 'LetterSlugAlreadyExists' }],
      ['get', '/api/letter/public/{username}/{slug}', 'read', '200', { '404': 'LetterNotFound' }],
      ['post', '/api/letter/public/{id}/view', 'write', '202', {}],
      [
        'get',
        '/api/letter/public/{username}/{slug}/pdf',
        'print',
        '200',
        { '404': 'LetterNotFound' },
      ],
      ['get', '/api/letter/{id}/statistics', 'read', '200', { '404': 'LetterNotFound' }],
    ];
    for (const [method, path, scope, success, errors] of expected) {
      const found = operation(method, path);
      expect({ route: `${method} ${path}`, listed: Boolean(found) }).toEqual({
        route: `${method} ${path}`,
        listed: true,
      });
      expect(found.tags).toEqual(['Cover letters']);
      expect(found['x-api-key-scope']).toBe(scope);
      expect(found.responses[success]).toBeDefined();
      for (const [status, code] of Object.entries(errors)) {
        expect({
          route: `${method} ${path}`,
          status,
          says: found.responses[status]?.description,
        }).toEqual({
          route: `${method} ${path}`,
          status,
          says: code,
        });
      }
    }
    expect(
      operation('put', '/api/letter/{id}/data').requestBody?.content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/SaveLetterDataInput',
    });
    expect(
      operation('post', '/api/letter/import').requestBody?.content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/ImportLetterInput' });
    expect(document.components.schemas).toHaveProperty('LetterDataInput');
    expect(document.components.schemas).toHaveProperty('Letter');
  });
});
