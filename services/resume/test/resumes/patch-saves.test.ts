import { diffResumeData } from '@vitae/schema';

import { ops } from '../helpers/operations';
import {
  documentMarked,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

/**
 * Saves that send what changed: a JSON Patch against the version it was made
 * on (docs/resume.md#saving-by-json-patch), on real PostgreSQL.
 */
describe('saving by JSON Patch', () => {
  const own = useOwnedResume(app, { title: 'Patched', slug: 'patched' });

  const update = (input: Record<string, unknown>) =>
    app.graphql<{ updateResume: ResumeJson }>(own.owner, ops.update, {
      id: own.resume.id,
      input,
    });
  const stored = async () =>
    (await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id })).resume;

  it('stores the patched document and counts the version up, as a whole document would', async () => {
    const next = documentMarked('patched');
    const patch = diffResumeData(own.resume.data, next);
    // The builder's usual save: two statements, no transaction (docs/resume.md#the-builders-saves-in-two-statements).
    const transactions = jest.spyOn(app.service.deps.database!.dataSource, 'transaction');
    const answer = await update({ patch, baseVersion: own.resume.version });
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateResume).toMatchObject({
      version: own.resume.version + 1,
      data: next,
    });
    expect((await stored()).data).toEqual(next);

    // Title and patch together, the next patch on the new version.
    const again = await update({
      title: 'Patched twice',
      patch: [{ op: 'replace', path: '/basics/headline', value: 'second' }],
      baseVersion: own.resume.version + 1,
    });
    expect(again.data?.updateResume).toMatchObject({
      title: 'Patched twice',
      version: own.resume.version + 2,
    });
    expect((await stored()).data.basics).toMatchObject({
      name: 'name patched',
      headline: 'second',
    });
  });

  it('refuses a patch on a stale version with ResumeVersionConflict, applying nothing', async () => {
    const base = own.resume.version;
    await update({ data: documentMarked('other tab'), baseVersion: base });
    const refused = await update({
      patch: [{ op: 'replace', path: '/basics/headline', value: 'late' }],
      baseVersion: base,
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ResumeVersionConflict',
      details: { version: base + 1 },
    });
    expect((await stored()).data).toEqual(documentMarked('other tab'));
  });

  it('refuses a patch that makes the document invalid, naming the field', async () => {
    const refused = await update({
      patch: [
        { op: 'replace', path: '/basics/headline', value: 'fine' },
        { op: 'replace', path: '/basics/email', value: 'not an address' },
      ],
      baseVersion: own.resume.version,
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [expect.objectContaining({ path: 'data.basics.email' })],
    });
    expect((await stored()).version).toBe(own.resume.version);
    expect((await stored()).data.basics.headline).toBe(own.resume.data.basics.headline);
  });

  it('refuses an operation that cannot be applied, naming it', async () => {
    const refused = await update({
      patch: [
        { op: 'replace', path: '/basics/headline', value: 'x' },
        { op: 'remove', path: '/sections/no-such-section' },
      ],
      baseVersion: own.resume.version,
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Operation 2 (remove /sections/no-such-section) names a place the document does not have.',
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ path: 'patch.1', message: expect.any(String) }],
    });
    expect((await stored()).version).toBe(own.resume.version);
  });

  it('refuses a patch without its version, or with a whole document beside it', async () => {
    const patch = [{ op: 'replace', path: '/basics/headline', value: 'x' }];
    const unversioned = await update({ patch });
    expect(unversioned.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [
        { path: 'baseVersion', message: 'A patch needs the version it was made on (baseVersion).' },
      ],
    });
    const both = await update({
      patch,
      data: documentMarked('both'),
      baseVersion: own.resume.version,
    });
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ path: 'patch' }],
    });
    expect((await stored()).version).toBe(own.resume.version);
  });

  it('refuses a patch to a locked resume with ResumeLocked', async () => {
    await app.ok(own.owner, ops.lock, { id: own.resume.id, set: true });
    const refused = await update({
      patch: [{ op: 'replace', path: '/basics/headline', value: 'x' }],
      baseVersion: own.resume.version,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ResumeLocked');
    expect((await stored()).data.basics.headline).toBe(own.resume.data.basics.headline);
  });
});
