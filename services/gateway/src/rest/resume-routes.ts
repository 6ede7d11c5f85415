import { type FastifyRequest } from 'fastify';

import { bodyFields, idParameter, type Refusal, type RestRoute } from './rest-route';

/** The fields of a resume every /api/resume route that answers with one returns. */
const resumeFields = 'id title slug data visibility locked userId version createdAt updatedAt';

/** A resume with the job it is aimed at and the resume it was copied from (docs/resume.md#tailored-copies). */
const aimedFields = `${resumeFields} sourceId job { posting company role date }`;

/** A tailored copy's source and each of its parts against it. */
const comparisonFields = `sourceId source { ${resumeFields} } parts { key name change }`;

/** A resume in the trash: the fields of any resume, when it went and when it is purged. */
const trashedFields = `${resumeFields} deletedAt purgeAt`;

/** The fields of a version (docs/resume.md#history); its document only when one is asked for. */
const versionFields = `id resumeId number name reason current startedAt savedAt resumeVersion saves
  clientId userAgent summary restoredFrom
  changes { sections { section name added removed edited } wordsAdded wordsRemoved templateFrom templateTo }`;

/** What a public page needs: no owner id, and the subgraph has already emptied the notes. */
export const publicResumeFields = 'id title slug data visibility locked createdAt updatedAt';

/** `?limit=&before=` as numbers when they are whole numbers; anything else goes as it is, for GraphQL to name. */
export function pageOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    (['limit', 'before'] as const)
      .filter((name) => typeof query[name] === 'string')
      .map((name) => {
        const text = query[name] as string;
        return [name, /^\d{1,9}$/.test(text) ? Number(text) : text];
      }),
  );
}

export function versionId(request: FastifyRequest): string {
  return (request.params as { versionId: string }).versionId;
}

/** Private and missing public resumes get the same answer (docs/quality.md#case-11 and #case-12). */
export const notFound: Refusal = { code: 'ResumeNotFound', message: 'The resume was not found.' };

/** Control characters, which no username or slug holds (longer parts the router refuses: 414). */
const impossibleAddressPart = /\p{Cc}/u;

/**
 * A public address no resume can have (a control character in the username
 * or the slug) is not found, as a missing one is, without asking
 * any subgraph (docs/quality.md#case-34).
 */
export function rejectImpossibleAddress(request: FastifyRequest) {
  const { username, slug } = request.params as { username: string; slug: string };
  return impossibleAddressPart.test(username) || impossibleAddressPart.test(slug)
    ? notFound
    : undefined;
}

/** The /resume routes of docs/product.md#calls, answered by the resume subgraph; printing is render's. */
export const resumeRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/resume',
    document: `mutation CreateResume($input: CreateResumeInput!) { createResume(input: $input) { ${resumeFields} } }`,
    variables: (request) => ({
      input: bodyFields(request, ['title', 'slug', 'visibility', 'sample', 'basics']),
    }),
    respond: (data) => data.createResume,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/resume',
    document: `query Resumes { resumes { ${resumeFields} } }`,
    respond: (data) => data.resumes,
  },
  {
    method: 'POST',
    path: '/api/resume/import',
    document: `mutation ImportResume($input: ImportResumeInput!) { importResume(input: $input) { ${resumeFields} } }`,
    variables: (request) => ({ input: bodyFields(request, ['title', 'slug', 'data']) }),
    respond: (data) => data.importResume,
    status: 201,
  },
  {
    // Runs through identity (username → User) and this subgraph (User.publicResume).
    method: 'GET',
    path: '/api/resume/public/:username/:slug',
    document: `query PublicResume($username: String!, $slug: String!) {
      publicUser(username: $username) { publicResume(slug: $slug) { ${publicResumeFields} } }
    }`,
    variables: (request) => request.params as { username: string; slug: string },
    reject: rejectImpossibleAddress,
    refuse: (data) =>
      (data.publicUser as { publicResume: unknown } | null)?.publicResume ? undefined : notFound,
    respond: (data) => (data.publicUser as { publicResume: unknown }).publicResume,
  },
  {
    // The view a public page reports of itself: its HTML carried the resume
    // (docs/web.md#the-areas). Accepted whether or not it counted, so it tells
    // nobody whether such a resume exists.
    method: 'POST',
    path: '/api/resume/public/:id/view',
    document: `mutation CountPublicResumeView($id: ID!) { countPublicResumeView(id: $id) }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: () => ({ accepted: true }),
    status: 202,
  },
  {
    method: 'GET',
    path: '/api/resume/:id',
    document: `query Resume($id: ID!) { resume(id: $id) { ${resumeFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.resume,
  },
  {
    method: 'PATCH',
    path: '/api/resume/:id',
    document: `mutation UpdateResume($id: ID!, $input: UpdateResumeInput!, $save: ResumeSaveInput) {
      updateResume(id: $id, input: $input, save: $save) { ${resumeFields} }
    }`,
    // The whole document (data) or what changed (patch, on baseVersion); only these fields are changes.
    variables: (request) => ({
      id: idParameter(request),
      input: bodyFields(request, ['title', 'slug', 'visibility', 'data', 'patch', 'baseVersion']),
      // For the history (docs/resume.md#history): the saving tab, and a change that replaces much.
      save: bodyFields(request, ['checkpoint', 'clientId']),
    }),
    respond: (data) => data.updateResume,
  },
  {
    // Moves the resume to the trash for 30 days (docs/resume.md#trash); the answer carries deletedAt.
    method: 'DELETE',
    path: '/api/resume/:id',
    document: `mutation DeleteResume($id: ID!) { deleteResume(id: $id) { ${trashedFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.deleteResume,
  },
  {
    // Not in docs/product.md#calls: the Trash view (docs/resume.md#trash).
    method: 'GET',
    path: '/api/resume/trash',
    document: `query TrashedResumes { trashedResumes { ${trashedFields} } }`,
    respond: (data) => data.trashedResumes,
  },
  {
    method: 'POST',
    path: '/api/resume/:id/restore',
    document: `mutation RestoreResume($id: ID!) { restoreResume(id: $id) { ${trashedFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.restoreResume,
  },
  {
    // Deletes one resume of the trash for good; a resume not in the trash answers ResumeNotFound.
    method: 'DELETE',
    path: '/api/resume/trash/:id',
    document: `mutation DeleteResumeForever($id: ID!) { deleteResumeForever(id: $id) { ${trashedFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.deleteResumeForever,
  },
  {
    // Empties the trash: `{ deleted }`, how many resumes went for good.
    method: 'DELETE',
    path: '/api/resume/trash',
    document: 'mutation EmptyTrash { emptyTrash }',
    respond: (data) => ({ deleted: data.emptyTrash }),
  },
  {
    // Not in docs/product.md#calls: the History panel (docs/resume.md#history).
    method: 'GET',
    path: '/api/resume/:id/versions',
    document: `query ResumeVersions($id: ID!, $limit: Int, $before: Int) {
      resumeVersions(id: $id, limit: $limit, before: $before) { ${versionFields} }
    }`,
    // `?limit=` (1 to 200, default 50) and `?before=` (a version number): one page, newest first.
    variables: (request) => ({ id: idParameter(request), ...pageOf(request) }),
    respond: (data) => data.resumeVersions,
  },
  {
    // "Save this version as…": `{ name }`, 1 to 100 characters.
    method: 'POST',
    path: '/api/resume/:id/versions',
    document: `mutation SaveResumeVersion($id: ID!, $name: String!) {
      saveResumeVersion(id: $id, name: $name) { ${versionFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      name: bodyFields(request, ['name']).name,
    }),
    respond: (data) => data.saveResumeVersion,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/resume/:id/versions/:versionId',
    document: `query ResumeVersion($id: ID!, $versionId: ID!) {
      resumeVersion(id: $id, versionId: $versionId) { ${versionFields} data }
    }`,
    variables: (request) => ({ id: idParameter(request), versionId: versionId(request) }),
    respond: (data) => data.resumeVersion,
  },
  {
    // Body (optional): `baseVersion` (the builder's conflict rule) and `clientId`.
    method: 'POST',
    path: '/api/resume/:id/versions/:versionId/restore',
    document: `mutation RestoreResumeVersion($id: ID!, $versionId: ID!, $input: RestoreResumeVersionInput) {
      restoreResumeVersion(id: $id, versionId: $versionId, input: $input) { ${resumeFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      versionId: versionId(request),
      input: bodyFields(request, ['baseVersion', 'clientId']),
    }),
    respond: (data) => data.restoreResumeVersion,
  },
  {
    method: 'PATCH',
    path: '/api/resume/:id/lock',
    document: `mutation LockResume($id: ID!, $set: Boolean!) { lockResume(id: $id, set: $set) { ${resumeFields} } }`,
    variables: (request) => ({ id: idParameter(request), set: bodyFields(request, ['set']).set }),
    respond: (data) => data.lockResume,
  },
  {
    // Tailored copies (docs/resume.md#tailored-copies): a private copy aimed at a job,
    // linked to its source. Body: `posting`, `company`, `role`, `date` (YYYY-MM-DD).
    method: 'POST',
    path: '/api/resume/:id/copy-for-job',
    document: `mutation CopyResumeForJob($id: ID!, $job: ResumeJobInput!) {
      copyResumeForJob(id: $id, job: $job) { ${aimedFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      job: bodyFields(request, ['posting', 'company', 'role', 'date']),
    }),
    respond: (data) => data.copyResumeForJob,
    status: 201,
  },
  {
    // The job any resume is aimed at, set whole; DELETE clears it.
    method: 'PUT',
    path: '/api/resume/:id/job',
    document: `mutation SetResumeJob($id: ID!, $job: ResumeJobInput) { setResumeJob(id: $id, job: $job) { ${aimedFields} } }`,
    variables: (request) => ({
      id: idParameter(request),
      job: bodyFields(request, ['posting', 'company', 'role', 'date']),
    }),
    respond: (data) => data.setResumeJob,
  },
  {
    method: 'DELETE',
    path: '/api/resume/:id/job',
    document: `mutation ClearResumeJob($id: ID!) { setResumeJob(id: $id, job: null) { ${aimedFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.setResumeJob,
  },
  {
    // A copy against its source, part by part; a resume that is no copy answers `null`.
    method: 'GET',
    path: '/api/resume/:id/source-comparison',
    document: `query ResumeSourceComparison($id: ID!) { resumeSourceComparison(id: $id) { ${comparisonFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.resumeSourceComparison,
  },
  {
    // Body: `parts` (basics, a section id, custom.<id>) and `baseVersion`.
    method: 'POST',
    path: '/api/resume/:id/take-from-source',
    document: `mutation TakeFromSource($id: ID!, $parts: [String!]!, $baseVersion: Int) {
      takeFromSource(id: $id, parts: $parts, baseVersion: $baseVersion) { ${aimedFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      ...bodyFields(request, ['parts', 'baseVersion']),
    }),
    respond: (data) => data.takeFromSource,
  },
  {
    // Not in docs/product.md#calls; the builder's Statistics panel reads it (owner only).
    method: 'GET',
    path: '/api/resume/:id/statistics',
    document: 'query ResumeStatistics($id: ID!) { resumeStatistics(id: $id) { views downloads } }',
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.resumeStatistics,
  },
];
