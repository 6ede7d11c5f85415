import { ops, resumeFields, userRep } from '../helpers/operations';
import {
  newUserId,
  type ResumeJson,
  useOwnedResume,
  useResumeUnderTest,
} from '../helpers/resume-under-test';

jest.setTimeout(60_000);

const app = useResumeUnderTest();

const withJob = `${resumeFields} sourceId job { posting company role date }`;
const copyForJob = `mutation($id: ID!, $job: ResumeJobInput!) { copyResumeForJob(id: $id, job: $job) { ${withJob} } }`;
const setJob = `mutation($id: ID!, $job: ResumeJobInput) { setResumeJob(id: $id, job: $job) { ${withJob} } }`;
const comparison = `query($id: ID!) { resumeSourceComparison(id: $id) {
  sourceId source { id title } parts { key name change } } }`;
const take = `mutation($id: ID!, $parts: [String!]!, $baseVersion: Int) {
  takeFromSource(id: $id, parts: $parts, baseVersion: $baseVersion) { ${withJob} } }`;

type Copy = ResumeJson & {
  sourceId: string | null;
  job: { posting: string; company: string; role: string; date: string } | null;
};
type Comparison = {
  sourceId: string;
  source: { id: string; title: string } | null;
  parts: { key: string; name: string; change: string }[];
};

const job = {
  posting: 'We want a TypeScript engineer who knows PostgreSQL.',
  company: 'Acme Robotics',
  role: 'Backend engineer',
  date: '2026-11-30',
};

/** A resume aimed at a job, made from another and able to take its later changes (docs/resume.md#tailored-copies). */
describe('tailored copies', () => {
  const own = useOwnedResume(app, { title: 'Main resume', slug: 'main', sample: true });

  const makeCopy = async () =>
    (await app.ok<{ copyResumeForJob: Copy }>(own.owner, copyForJob, { id: own.resume.id, job }))
      .copyResumeForJob;
  const compare = async (id: string) =>
    (await app.ok<{ resumeSourceComparison: Comparison | null }>(own.owner, comparison, { id }))
      .resumeSourceComparison;
  const save = (id: string, data: unknown, baseVersion: number) =>
    app.ok<{ updateResume: Copy }>(own.owner, ops.update, { id, input: { data, baseVersion } });

  it('makes a private copy named for the job, linked to its source, with the job kept', async () => {
    const copy = await makeCopy();
    expect(copy).toMatchObject({
      title: 'Main resume · Acme Robotics',
      slug: 'main-acme-robotics',
      visibility: 'private',
      sourceId: own.resume.id,
      job,
      data: own.resume.data,
    });
    // Another copy for the same company gets the next free slug.
    expect((await makeCopy()).slug).toBe('main-acme-robotics-2');
    const compared = await compare(copy.id);
    expect(compared?.source).toEqual({ id: own.resume.id, title: 'Main resume' });
    expect(compared?.parts.length).toBeGreaterThan(5);
    expect(compared?.parts.every((part) => part.change === 'same')).toBe(true);
    // A resume that is no copy has no comparison.
    expect(await compare(own.resume.id)).toBeNull();
  });

  it("tells the copy's edits from the source's changes, and takes a source's section as one saved change", async () => {
    const copy = await makeCopy();
    const copyData = structuredClone(copy.data);
    copyData.sections.summary.content = '<p>Aimed at Acme.</p>';
    const edited = (await save(copy.id, copyData, copy.version)).updateResume;
    const sourceData = structuredClone(own.resume.data);
    sourceData.sections.skills.items[0].name = 'Rust';
    await save(own.resume.id, sourceData, own.resume.version);

    const parts = (await compare(copy.id))!.parts;
    expect(parts.find((part) => part.key === 'summary')?.change).toBe('copy');
    expect(parts.find((part) => part.key === 'skills')).toMatchObject({
      change: 'source',
      name: sourceData.sections.skills.name,
    });

    const taken = (
      await app.ok<{ takeFromSource: Copy }>(own.owner, take, {
        id: copy.id,
        parts: ['skills'],
        baseVersion: edited.version,
      })
    ).takeFromSource;
    expect(taken.version).toBe(edited.version + 1);
    expect(taken.data.sections.skills.items[0].name).toBe('Rust');
    expect(taken.data.sections.summary.content).toBe('<p>Aimed at Acme.</p>');
    const after = (await compare(copy.id))!.parts;
    expect(after.find((part) => part.key === 'skills')?.change).toBe('same');
    expect(after.find((part) => part.key === 'summary')?.change).toBe('copy');
    // The take is a version of the copy's history like any save.
    const [row] = await app.query<{ version: number }>('SELECT version FROM resume WHERE id = $1', [
      copy.id,
    ]);
    expect(row.version).toBe(taken.version);
  });

  it('refuses a take on a stale version, of an unknown part, on a locked copy and on a resume that is no copy', async () => {
    const copy = await makeCopy();
    const stale = await app.graphql(own.owner, take, {
      id: copy.id,
      parts: ['skills'],
      baseVersion: copy.version - 1,
    });
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'ResumeVersionConflict',
      details: { version: copy.version },
    });
    const unknown = await app.graphql(own.owner, take, { id: copy.id, parts: ['skills', 'nope'] });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'No such part of the resume or its source: nope.',
      extensions: { code: 'BAD_USER_INPUT', details: [{ path: 'parts' }] },
    });
    expect(await app.code(own.owner, take, { id: own.resume.id, parts: ['skills'] })).toBe(
      'BAD_USER_INPUT',
    );
    await app.ok(own.owner, ops.lock, { id: copy.id, set: true });
    expect(await app.code(own.owner, take, { id: copy.id, parts: ['skills'] })).toBe(
      'ResumeLocked',
    );
  });

  it("answers a deleted source: the comparison says so and a take is refused, naming it; another user's copy is not found", async () => {
    const copy = await makeCopy();
    await app.ok(own.owner, `mutation($id: ID!) { deleteResume(id: $id) { id } }`, {
      id: own.resume.id,
    });
    expect(await compare(copy.id)).toEqual({ sourceId: own.resume.id, source: null, parts: [] });
    const refused = await app.graphql(own.owner, take, { id: copy.id, parts: ['skills'] });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The resume this copy was made from was deleted.',
      extensions: { code: 'ResumeNotFound' },
    });
    const stranger = newUserId();
    expect(await app.code(stranger, comparison, { id: copy.id })).toBe('ResumeNotFound');
    expect(await app.code(stranger, copyForJob, { id: copy.id, job })).toBe('ResumeNotFound');
  });

  it('sets, changes and clears the job of any resume, refusing a posting over 20,000 characters with its limit', async () => {
    const set = await app.ok<{ setResumeJob: Copy }>(own.owner, setJob, {
      id: own.resume.id,
      job: { posting: 'Short posting', company: ' Initech ' },
    });
    expect(set.setResumeJob).toMatchObject({
      job: { posting: 'Short posting', company: 'Initech', role: '', date: '' },
      // Not a change of the document: no new version.
      version: own.resume.version,
    });
    const tooLong = await app.graphql(own.owner, setJob, {
      id: own.resume.id,
      job: { posting: 'x'.repeat(20_001) },
    });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'The posting must hold at most 20,000 characters.',
      extensions: { code: 'BAD_USER_INPUT', details: [{ path: 'job.posting' }] },
    });
    const badDate = await app.graphql(own.owner, copyForJob, {
      id: own.resume.id,
      job: { company: 'Acme', date: '2026-02-30' },
    });
    expect(badDate.errors?.[0]?.extensions).toMatchObject({
      details: [{ path: 'job.date', message: 'The date must be a day of the calendar.' }],
    });
    const cleared = await app.ok<{ setResumeJob: Copy }>(own.owner, setJob, {
      id: own.resume.id,
      job: null,
    });
    expect(cleared.setResumeJob.job).toBeNull();
  });

  it('keeps the job and the source out of the public resume', async () => {
    const copy = await makeCopy();
    await app.ok(own.owner, ops.update, { id: copy.id, input: { visibility: 'public' } });
    const answer = await app.ok<{ _entities: { publicResume: Copy | null }[] }>(
      own.owner,
      `query($reps: [_Any!]!, $slug: String!) {
        _entities(representations: $reps) { ... on User { publicResume(slug: $slug) { ${withJob} } } }
      }`,
      { reps: userRep(own.owner), slug: copy.slug },
    );
    expect(answer._entities[0].publicResume).toMatchObject({
      id: copy.id,
      job: null,
      sourceId: null,
    });
  });
});
