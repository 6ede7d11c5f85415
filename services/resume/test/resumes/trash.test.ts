import { ResumeService } from '../../src/resumes/resume.service';
import { ops, userRep } from '../helpers/operations';
import {
  documentMarked,
  newUserId,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

type TrashedJson = ResumeJson & { deletedAt: string; purgeAt: string };

describe('trash', () => {
  const own = useOwnedResume(app, { title: 'Binned', slug: 'binned', visibility: 'public' });

  const list = async (userId = own.owner) =>
    (await app.ok<{ resumes: ResumeJson[] }>(userId, ops.list)).resumes.map((resume) => resume.id);
  const trash = async (userId = own.owner) =>
    (await app.ok<{ trashedResumes: TrashedJson[] }>(userId, ops.trash)).trashedResumes;
  const publicResume = async () => {
    const answer = await app.graphql<{ _entities: { publicResume: ResumeJson | null }[] }>(
      undefined,
      ops.publicResume,
      { reps: userRep(own.owner), slug: 'binned' },
    );
    return answer.data?._entities[0]?.publicResume ?? null;
  };
  const purge = (now = new Date()) =>
    new ResumeService(app.service.deps.database!.dataSource).purgeExpiredTrash(now);

  it('moves a deleted resume to the trash for 30 days: out of the list, its public link stopped, its slug kept', async () => {
    expect((await publicResume())?.id).toBe(own.resume.id);
    await app.ok(own.owner, ops.remove, { id: own.resume.id });

    expect(await list()).toEqual([]);
    const [trashed] = await trash();
    expect(trashed.id).toBe(own.resume.id);
    expect(new Date(trashed.purgeAt).getTime() - new Date(trashed.deletedAt).getTime()).toBe(
      30 * 86_400_000,
    );
    expect(await publicResume()).toBeNull();
    for (const [operation, variables] of [
      [ops.get, { id: own.resume.id }],
      [ops.update, { id: own.resume.id, input: { title: 'x' } }],
      [ops.versions, { id: own.resume.id }],
      [ops.remove, { id: own.resume.id }],
    ] as const) {
      expect(await app.code(own.owner, operation, variables)).toBe('ResumeNotFound');
    }
    // The slug stays taken until the purge, so a restore can always keep it.
    expect(await app.code(own.owner, ops.create, { input: { title: 'New', slug: 'binned' } })).toBe(
      'ResumeSlugAlreadyExists',
    );
    const imported = await app.ok<{ importResume: ResumeJson }>(own.owner, ops.import, {
      input: { title: 'Binned', data: documentMarked('import') },
    });
    expect(imported.importResume.slug).toBe('binned-2');
  });

  it('restores a resume from the trash as it was, with its slug, versions and public link', async () => {
    await app.ok(own.owner, ops.update, {
      id: own.resume.id,
      input: { data: documentMarked('kept') },
    });
    const before = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });
    const versionsBefore = await app.ok(own.owner, ops.versions, { id: own.resume.id });
    await app.ok(own.owner, ops.remove, { id: own.resume.id });

    const { restoreResume } = await app.ok<{ restoreResume: TrashedJson }>(
      own.owner,
      ops.restoreFromTrash,
      { id: own.resume.id },
    );
    expect(restoreResume.deletedAt).toBeNull();
    expect(await trash()).toEqual([]);
    expect(await list()).toEqual([own.resume.id]);
    const after = await app.ok<{ resume: ResumeJson }>(own.owner, ops.get, { id: own.resume.id });
    expect(after.resume).toEqual(before.resume);
    expect(await app.ok(own.owner, ops.versions, { id: own.resume.id })).toEqual(versionsBefore);
    expect((await publicResume())?.id).toBe(own.resume.id);
    // Restoring twice, or a resume not in the trash: not found.
    expect(await app.code(own.owner, ops.restoreFromTrash, { id: own.resume.id })).toBe(
      'ResumeNotFound',
    );
  });

  it('refuses to trash a locked resume, and answers another user only ResumeNotFound', async () => {
    await app.ok(own.owner, ops.lock, { id: own.resume.id, set: true });
    expect(await app.code(own.owner, ops.remove, { id: own.resume.id })).toBe('ResumeLocked');
    await app.ok(own.owner, ops.lock, { id: own.resume.id, set: false });
    await app.ok(own.owner, ops.remove, { id: own.resume.id });

    const stranger = newUserId();
    expect(await trash(stranger)).toEqual([]);
    for (const operation of [ops.restoreFromTrash, ops.deleteForever]) {
      expect(await app.code(stranger, operation, { id: own.resume.id })).toBe('ResumeNotFound');
    }
    expect(await app.ok(stranger, ops.emptyTrash)).toEqual({ emptyTrash: 0 });
    expect((await trash()).map((resume) => resume.id)).toEqual([own.resume.id]);
  });

  it('deletes forever from the trash only, and empties the trash', async () => {
    // A resume in use is not deleted forever by mistake.
    expect(await app.code(own.owner, ops.deleteForever, { id: own.resume.id })).toBe(
      'ResumeNotFound',
    );
    const second = await app.create(own.owner, { title: 'Second', slug: 'second' });
    const third = await app.create(own.owner, { title: 'Third', slug: 'third' });
    for (const id of [own.resume.id, second.id, third.id]) {
      await app.ok(own.owner, ops.remove, { id });
    }
    await app.ok(own.owner, ops.deleteForever, { id: own.resume.id });
    expect((await trash()).map((resume) => resume.id).sort()).toEqual([second.id, third.id].sort());
    expect(await app.ok(own.owner, ops.emptyTrash)).toEqual({ emptyTrash: 2 });
    expect(await trash()).toEqual([]);
    const rows = await app.query('SELECT id FROM resume WHERE user_id = $1', [own.owner]);
    expect(rows).toEqual([]);
    // The slug is free again once purged.
    expect((await app.create(own.owner, { title: 'Again', slug: 'binned' })).slug).toBe('binned');
  });

  it('removes resumes in the trash at once when the account is deleted', async () => {
    await app.ok(own.owner, ops.remove, { id: own.resume.id });
    const service = new ResumeService(app.service.deps.database!.dataSource);
    expect(await service.removeAllOfUser(own.owner)).toBe(1);
    expect(await app.query('SELECT id FROM resume WHERE user_id = $1', [own.owner])).toEqual([]);
    expect(
      await app.query('SELECT id FROM resume_version WHERE user_id = $1', [own.owner]),
    ).toEqual([]);
  });

  it('purges a resume 30 days after it went to the trash, not a day earlier', async () => {
    await app.ok(own.owner, ops.remove, { id: own.resume.id });
    await app.query(
      "UPDATE resume SET deleted_at = now() - interval '29 days 23 hours' WHERE id = $1",
      [own.resume.id],
    );
    expect(await purge()).toBe(0);
    expect(await trash()).toHaveLength(1);
    expect(await purge(new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await trash()).toEqual([]);
    const versions = await app.query('SELECT id FROM resume_version WHERE resume_id = $1', [
      own.resume.id,
    ]);
    expect(versions).toEqual([]);
  });
});
