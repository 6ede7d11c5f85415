import { exportLetterJson, importLetterJson, type LetterData } from '@vitae/schema';
import { badUserInput } from '@vitae/service-kit';
import { type FastifyRequest } from 'fastify';

import { type FileAnswer } from './file-reply';
import { bodyFields, idParameter, type Refusal, type RestRoute } from './rest-route';
import { pageOf, versionId } from './resume-routes';

/** The fields of a letter every /api/letter route that answers with one returns (docs/resume.md#letters). */
const letterFields =
  'id title slug data visibility locked userId version resumeId createdAt updatedAt';

/** The fields of a letter's version (docs/letters.md#history); its document only when one is asked for. */
const letterVersionFields = `id letterId number name reason current startedAt savedAt letterVersion saves
  clientId userAgent summary restoredFrom
  changes { sections { section name added removed edited } wordsAdded wordsRemoved templateFrom templateTo }`;

/** What a public letter's page needs: no owner id, no resume link, the notes already emptied. */
export const publicLetterFields = 'id title slug data visibility locked createdAt updatedAt';

/** Private and missing public letters get the same answer, as public resumes do (docs/letters.md#the-public-page). */
export const letterNotFound: Refusal = {
  code: 'LetterNotFound',
  message: 'The letter was not found.',
};

/** Control characters, which no username or slug holds. */
const impossibleAddressPart = /\p{Cc}/u;

/** A public address no letter can have is not found, as a missing one is, without asking any subgraph. */
function rejectImpossibleAddress(request: FastifyRequest): Refusal | undefined {
  const { username, slug } = request.params as { username: string; slug: string };
  return impossibleAddressPart.test(username) || impossibleAddressPart.test(slug)
    ? letterNotFound
    : undefined;
}

type PublicLetterData = { publicUser: { publicLetter: Record<string, unknown> | null } | null };

/** The public letter an answer carries, or undefined for a private or missing one (or user). */
function publicLetterOf(data: Record<string, unknown>): Record<string, unknown> | undefined {
  return (data as PublicLetterData).publicUser?.publicLetter ?? undefined;
}

/**
 * The rename and the visibility a PATCH carries: a rename runs when the body
 * has a title or a slug (or no visibility either, to answer the letter as a
 * resume's empty PATCH does); the visibility runs when the body has one.
 */
function updateOf(request: FastifyRequest): Record<string, unknown> {
  const input = bodyFields(request, ['title', 'slug']);
  const { visibility } = bodyFields(request, ['visibility']);
  const show = visibility !== undefined;
  return {
    id: idParameter(request),
    input,
    // Skipped when absent; GraphQL still wants a value of the type.
    visibility: show ? visibility : 'private',
    rename: Object.keys(input).length > 0 || !show,
    show,
  };
}

/**
 * A download's name from the letter's title: characters no file system or
 * header takes are spaces, at most 100 characters, `letter` when nothing is left.
 */
export function letterFileName(title: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*/:<>?\\|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${base || 'letter'}.json`;
}

function jsonFileOf(letter: { title: string; data: LetterData }): FileAnswer {
  return {
    fileName: letterFileName(letter.title),
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(exportLetterJson(letter.data)),
  };
}

/**
 * An import's variables: its title and slug as sent, and the letter read
 * from the file's text (docs/letters.md#import-and-export). A file that
 * cannot be read is refused here, before any subgraph is asked, in the
 * shape of a refused document: BAD_USER_INPUT naming each problem under `file`.
 */
function importOf(request: FastifyRequest): Record<string, unknown> {
  const { file, ...named } = bodyFields(request, ['title', 'slug', 'file']);
  const read = importLetterJson(typeof file === 'string' ? file : '');
  if (!read.ok) {
    throw badUserInput(
      typeof file === 'string'
        ? read.errors
        : [{ path: '', message: 'The text of a letter file is required.' }],
      { message: 'The letter file was refused.', pathPrefix: 'file' },
    );
  }
  return { input: { ...named, data: read.data } };
}

/**
 * The /letter routes (docs/api.md#cover-letters), answered by the resume
 * subgraph's letter fields, owner only: another user's id, a missing one and
 * a string that is no id all answer LetterNotFound.
 */
export const letterRoutes: readonly RestRoute[] = [
  {
    // A blank letter, or one written from the caller's resume (fromResumeId) for a posting.
    method: 'POST',
    path: '/api/letter',
    document: `mutation CreateLetter($input: CreateLetterInput!) { createLetter(input: $input) { ${letterFields} } }`,
    variables: (request) => ({
      input: bodyFields(request, ['title', 'slug', 'visibility', 'fromResumeId', 'posting']),
    }),
    respond: (data) => data.createLetter,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/letter',
    document: `query Letters { letters { ${letterFields} } }`,
    respond: (data) => data.letters,
  },
  {
    // A new private letter from its JSON file's text, in one step (docs/api.md#cover-letters).
    method: 'POST',
    path: '/api/letter/import',
    document: `mutation ImportLetter($input: ImportLetterInput!) { importLetter(input: $input) { ${letterFields} } }`,
    variables: importOf,
    respond: (data) => data.importLetter,
    status: 201,
  },
  {
    // A public letter (docs/letters.md#the-public-page), through identity (username → User)
    // and the resume subgraph (User.publicLetter); counts a view unless the reader is the owner.
    method: 'GET',
    path: '/api/letter/public/:username/:slug',
    document: `query PublicLetter($username: String!, $slug: String!) {
      publicUser(username: $username) { publicLetter(slug: $slug) { ${publicLetterFields} } }
    }`,
    variables: (request) => request.params as { username: string; slug: string },
    reject: rejectImpossibleAddress,
    refuse: (data) => (publicLetterOf(data) ? undefined : letterNotFound),
    respond: (data) => publicLetterOf(data),
  },
  {
    // The view a public letter's page reports of itself, its HTML having carried the letter.
    // Accepted whether or not it counted, so it tells nobody whether such a letter exists.
    method: 'POST',
    path: '/api/letter/public/:id/view',
    document: 'mutation CountPublicLetterView($id: ID!) { countPublicLetterView(id: $id) }',
    variables: (request) => ({ id: idParameter(request) }),
    respond: () => ({ accepted: true }),
    status: 202,
  },
  {
    // The public page's Download PDF: anyone, for a public letter; counts a download
    // unless the reader is the owner. Private and missing letters answer alike.
    method: 'GET',
    path: '/api/letter/public/:username/:slug/pdf',
    apiKeyScope: 'print',
    document: `query PrintPublicLetter($username: String!, $slug: String!) {
      publicUser(username: $username) {
        publicLetter(slug: $slug, countView: false, countDownload: true) { pdfUrl }
      }
    }`,
    variables: (request) => request.params as { username: string; slug: string },
    reject: rejectImpossibleAddress,
    refuse: (data) => (publicLetterOf(data) ? undefined : letterNotFound),
    respond: (data) => ({ url: publicLetterOf(data)?.pdfUrl }),
  },
  {
    method: 'GET',
    path: '/api/letter/:id',
    document: `query Letter($id: ID!) { letter(id: $id) { ${letterFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.letter,
  },
  {
    // Title, slug and visibility; each change is a new version. The document is PUT …/data.
    method: 'PATCH',
    path: '/api/letter/:id',
    document: `mutation UpdateLetter($id: ID!, $input: UpdateLetterInput!, $visibility: LetterVisibility!, $rename: Boolean!, $show: Boolean!) {
      renamed: updateLetter(id: $id, input: $input) @include(if: $rename) { ${letterFields} }
      shown: setLetterVisibility(id: $id, visibility: $visibility) @include(if: $show) { ${letterFields} }
    }`,
    variables: updateOf,
    // The later of the two, when both ran.
    respond: (data) => data.shown ?? data.renamed,
  },
  {
    // The whole document, made on baseVersion (docs/resume.md#letters).
    method: 'PUT',
    path: '/api/letter/:id/data',
    document: `mutation UpdateLetterData($id: ID!, $data: JSONObject!, $baseVersion: Int!) {
      updateLetterData(id: $id, data: $data, baseVersion: $baseVersion) { ${letterFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      ...bodyFields(request, ['data', 'baseVersion']),
    }),
    respond: (data) => data.updateLetterData,
  },
  {
    method: 'PATCH',
    path: '/api/letter/:id/lock',
    document: `mutation LockLetter($id: ID!, $set: Boolean!) { lockLetter(id: $id, set: $set) { ${letterFields} } }`,
    variables: (request) => ({ id: idParameter(request), set: bodyFields(request, ['set']).set }),
    respond: (data) => data.lockLetter,
  },
  // A letter's history (docs/letters.md#history), as a resume's (docs/resume.md#history).
  {
    // `?limit=` (1 to 200, default 50) and `?before=` (a version number): one page, newest first.
    method: 'GET',
    path: '/api/letter/:id/versions',
    document: `query LetterVersions($id: ID!, $limit: Int, $before: Int) {
      letterVersions(id: $id, limit: $limit, before: $before) { ${letterVersionFields} }
    }`,
    variables: (request) => ({ id: idParameter(request), ...pageOf(request) }),
    respond: (data) => data.letterVersions,
  },
  {
    // "Save this version as…": `{ name }`, 1 to 100 characters.
    method: 'POST',
    path: '/api/letter/:id/versions',
    document: `mutation SaveLetterVersion($id: ID!, $name: String!) {
      saveLetterVersion(id: $id, name: $name) { ${letterVersionFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      name: bodyFields(request, ['name']).name,
    }),
    respond: (data) => data.saveLetterVersion,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/letter/:id/versions/:versionId',
    document: `query LetterVersion($id: ID!, $versionId: ID!) {
      letterVersion(id: $id, versionId: $versionId) { ${letterVersionFields} data }
    }`,
    variables: (request) => ({ id: idParameter(request), versionId: versionId(request) }),
    respond: (data) => data.letterVersion,
  },
  {
    // Body (optional): `baseVersion` (a stale one is LetterVersionConflict) and `clientId`.
    method: 'POST',
    path: '/api/letter/:id/versions/:versionId/restore',
    document: `mutation RestoreLetterVersion($id: ID!, $versionId: ID!, $input: RestoreLetterVersionInput) {
      restoreLetterVersion(id: $id, versionId: $versionId, input: $input) { ${letterFields} }
    }`,
    variables: (request) => ({
      id: idParameter(request),
      versionId: versionId(request),
      input: bodyFields(request, ['baseVersion', 'clientId']),
    }),
    respond: (data) => data.restoreLetterVersion,
  },
  {
    // A private, unlocked copy " (Copy)" with slug "-copy", keeping the document and the resume link.
    method: 'POST',
    path: '/api/letter/:id/duplicate',
    document: `mutation DuplicateLetter($id: ID!) { duplicateLetter(id: $id) { ${letterFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.duplicateLetter,
    status: 201,
  },
  {
    // For good: letters have no trash yet. Answers the letter as it was.
    method: 'DELETE',
    path: '/api/letter/:id',
    document: `mutation DeleteLetter($id: ID!) { deleteLetter(id: $id) { ${letterFields} } }`,
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => data.deleteLetter,
  },
  {
    // The letter's JSON file (docs/letters.md#import-and-export), named after its title.
    method: 'GET',
    path: '/api/letter/:id/export/json',
    document: `query ExportLetter($id: ID!) { letter(id: $id) { title data } }`,
    variables: (request) => ({ id: idParameter(request) }),
    file: (data) => jsonFileOf(data.letter as { title: string; data: LetterData }),
  },
  {
    // The letter's PDF (docs/render.md#cover-letters), as /api/resume/print/:id is the resume's:
    // render's pdfUrl on the owner-only letter(id), so another user's id prints nothing.
    method: 'GET',
    path: '/api/letter/:id/pdf',
    apiKeyScope: 'print',
    document: 'query PrintLetter($id: ID!) { letter(id: $id) { pdfUrl } }',
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => ({ url: (data.letter as { pdfUrl: string }).pdfUrl }),
  },
  {
    // The builder's Sharing section: how often the public letter was viewed and downloaded (owner only).
    method: 'GET',
    path: '/api/letter/:id/statistics',
    document:
      'query LetterStatistics($id: ID!) { letter(id: $id) { statistics { views downloads } } }',
    variables: (request) => ({ id: idParameter(request) }),
    respond: (data) => (data.letter as { statistics: unknown }).statistics,
  },
];
