import { randomUUID } from 'node:crypto';

import { ops, userRep } from '../helpers/operations';
import { type ResumeJson, type ResumeUnderTest, startResumeUnderTest } from '../helpers/resume-under-test';

jest.setTimeout(30_000);

type Counts = { resumeStatistics: { views: number; downloads: number } };

describe('statistics', () => {
  let app: ResumeUnderTest;
  let owner: string;
  let resume: ResumeJson;

  beforeAll(async () => {
    app = await startResumeUnderTest();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    owner = `user-${randomUUID()}`;
    resume = (await app.ok<{ createResume: ResumeJson }>(owner, ops.create, {
      input: { title: 'Counted', slug: 'counted', visibility: 'public' },
    })).createResume;
  });

  const counts = async () => (await app.ok<Counts>(owner, ops.statistics, { id: resume.id })).resumeStatistics;
  const view = (caller: string | undefined) =>
    app.graphql(caller, ops.publicResume, { reps: userRep(owner), slug: 'counted' });

  it('starts at zero views and downloads', async () => {
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('counts a public page load by anyone but the owner as a view', async () => {
    await view(undefined);
    await view(`user-${randomUUID()}`);
    await view(owner);
    expect(await counts()).toEqual({ views: 2, downloads: 0 });
  });

  it('counts every one of many concurrent views', async () => {
    await Promise.all(Array.from({ length: 20 }, () => view(undefined)));
    expect((await counts()).views).toBe(20);
  });

  it('counts a public download by anyone but the owner', async () => {
    expect(await app.graphql(undefined, ops.download, { id: resume.id })).toEqual({ data: { recordResumeDownload: true } });
    expect(await app.graphql(`user-${randomUUID()}`, ops.download, { id: resume.id })).toEqual({ data: { recordResumeDownload: true } });
    expect(await app.graphql(owner, ops.download, { id: resume.id })).toEqual({ data: { recordResumeDownload: false } });
    expect(await counts()).toEqual({ views: 0, downloads: 2 });
  });

  it('counts nothing for a private resume, which answers like a missing one', async () => {
    await app.ok(owner, ops.update, { id: resume.id, input: { visibility: 'private' } });
    await view(undefined);
    expect(await app.code(undefined, ops.download, { id: resume.id })).toBe('ResumeNotFound');
    expect(await app.code(undefined, ops.download, { id: randomUUID() })).toBe('ResumeNotFound');
    expect(await counts()).toEqual({ views: 0, downloads: 0 });
  });

  it('lets only the owner read the counters', async () => {
    expect(await app.code(`user-${randomUUID()}`, ops.statistics, { id: resume.id })).toBe('ResumeNotFound');
    expect(await app.code(undefined, ops.statistics, { id: resume.id })).toBe('UNAUTHENTICATED');
  });

  it('does not touch the resume when counting (no new version, same updatedAt)', async () => {
    await view(undefined);
    const { resume: after } = await app.ok<{ resume: ResumeJson }>(owner, ops.get, { id: resume.id });
    expect(after).toEqual(resume);
  });
});
