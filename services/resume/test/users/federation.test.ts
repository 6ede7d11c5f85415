import { randomUUID } from 'node:crypto';

import { listUnguardedRootFields } from '@vitae/service-kit';

import { buildResumeSchema } from '../../src';
import { ops, userRep } from '../helpers/operations';
import { newUserId, type ResumeJson, useResumeUnderTest } from '../helpers/resume-under-test';

type PublicAnswer = { _entities: { publicResume: ResumeJson | null }[] };

describe('federation: User and Resume entities', () => {
  const app = useResumeUnderTest();
  let owner: string;
  let stranger: string;
  let publicOne: ResumeJson;
  let privateOne: ResumeJson;

  beforeEach(async () => {
    owner = newUserId();
    stranger = newUserId();
    const create = async (slug: string, visibility: string) => {
      const createResume = await app.create(owner, { title: slug, slug, visibility });
      const data = {
        ...createResume.data,
        metadata: { ...createResume.data.metadata, notes: 'call back on Monday' },
      };
      return (
        await app.ok<{ updateResume: ResumeJson }>(owner, ops.update, {
          id: createResume.id,
          input: { data },
        })
      ).updateResume;
    };
    publicOne = await create('shown', 'public');
    privateOne = await create('hidden', 'private');
  });

  it('guards every root field or marks it public', async () => {
    expect(listUnguardedRootFields(await buildResumeSchema())).toEqual([]);
  });

  describe('User.publicResume', () => {
    it('returns a public resume to anyone, anonymous included, without the private notes', async () => {
      for (const caller of [undefined, stranger]) {
        const answer = await app.graphql<PublicAnswer>(caller, ops.publicResume, {
          reps: userRep(owner),
          slug: 'shown',
        });
        const shown = answer.data?._entities[0]?.publicResume;
        expect(shown).toMatchObject({ id: publicOne.id, title: 'shown', visibility: 'public' });
        expect(shown?.data.metadata.notes).toBe('');
        expect(JSON.stringify(shown)).not.toContain('call back on Monday');
      }
    });

    it('quality: answers a private resume exactly like a missing one', async () => {
      const hidden = await app.graphql<PublicAnswer>(stranger, ops.publicResume, {
        reps: userRep(owner),
        slug: 'hidden',
      });
      const missing = await app.graphql<PublicAnswer>(stranger, ops.publicResume, {
        reps: userRep(owner),
        slug: 'nothing',
      });
      expect(hidden).toEqual({ data: { _entities: [{ publicResume: null }] } });
      expect(missing).toEqual(hidden);
      expect(privateOne.visibility).toBe('private');
    });

    it("does not find one user's resume under another user", async () => {
      const answer = await app.graphql<PublicAnswer>(owner, ops.publicResume, {
        reps: userRep(stranger),
        slug: 'shown',
      });
      expect(answer.data?._entities[0]?.publicResume).toBeNull();
    });

    it('stops showing a resume once it is made private again', async () => {
      await app.ok(owner, ops.update, { id: publicOne.id, input: { visibility: 'private' } });
      const answer = await app.graphql<PublicAnswer>(stranger, ops.publicResume, {
        reps: userRep(owner),
        slug: 'shown',
      });
      expect(answer.data?._entities[0]?.publicResume).toBeNull();
    });
  });

  describe('User.resumes', () => {
    it("lists the user's resumes to that user only", async () => {
      const mine = await app.ok<{ _entities: { resumes: { id: string }[] }[] }>(
        owner,
        ops.userResumes,
        { reps: userRep(owner) },
      );
      expect(mine._entities[0].resumes.map((r) => r.id).sort()).toEqual(
        [publicOne.id, privateOne.id].sort(),
      );
      const theirs = await app.graphql<{ _entities: { resumes: { id: string }[] }[] }>(
        stranger,
        ops.userResumes,
        { reps: userRep(owner) },
      );
      expect(theirs.data?._entities[0].resumes).toEqual([]);
      const anonymous = await app.graphql<{ _entities: { resumes: { id: string }[] }[] }>(
        undefined,
        ops.userResumes,
        { reps: userRep(owner) },
      );
      expect(anonymous.data?._entities[0].resumes).toEqual([]);
    });
  });

  describe('Resume reference', () => {
    type RefAnswer = {
      _entities: ({ id: string; title: string; data: ResumeJson['data'] } | null)[];
    };
    const reps = (id: string) => [{ __typename: 'Resume', id }];

    it('resolves for the owner, notes included', async () => {
      const answer = await app.ok<RefAnswer>(owner, ops.resumeReference, {
        reps: reps(privateOne.id),
      });
      expect(answer._entities[0]).toMatchObject({ id: privateOne.id, title: 'hidden' });
      expect(answer._entities[0]?.data.metadata.notes).toBe('call back on Monday');
    });

    it('resolves a public resume for anyone, without notes, and a private or missing one for no one else', async () => {
      const shown = await app.graphql<RefAnswer>(stranger, ops.resumeReference, {
        reps: reps(publicOne.id),
      });
      expect(shown.data?._entities[0]?.data.metadata.notes).toBe('');
      for (const id of [privateOne.id, randomUUID(), 'not-an-id']) {
        expect(await app.graphql(stranger, ops.resumeReference, { reps: reps(id) })).toEqual({
          data: { _entities: [null] },
        });
      }
    });
  });
});
