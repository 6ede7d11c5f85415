/** The fields a test reads back from a resume. */
export const resumeFields =
  'id title slug data visibility locked userId version createdAt updatedAt';

/** The fields a test reads back from a version (its document only when one is asked for). */
export const versionFields = `id resumeId number name reason current startedAt savedAt resumeVersion saves
  clientId userAgent summary restoredFrom
  changes { sections { section name added removed edited } wordsAdded wordsRemoved templateFrom templateTo }`;

/** The operations the tests run, written once. */
export const ops = {
  create: `mutation($input: CreateResumeInput!) { createResume(input: $input) { ${resumeFields} } }`,
  list: `query { resumes { ${resumeFields} } }`,
  get: `query($id: ID!) { resume(id: $id) { ${resumeFields} } }`,
  update: `mutation($id: ID!, $input: UpdateResumeInput!) { updateResume(id: $id, input: $input) { ${resumeFields} } }`,
  updateSaving: `mutation($id: ID!, $input: UpdateResumeInput!, $save: ResumeSaveInput) {
    updateResume(id: $id, input: $input, save: $save) { ${resumeFields} }
  }`,
  remove: `mutation($id: ID!) { deleteResume(id: $id) { id } }`,
  trash: `query { trashedResumes { ${resumeFields} deletedAt purgeAt } }`,
  restoreFromTrash: `mutation($id: ID!) { restoreResume(id: $id) { ${resumeFields} deletedAt } }`,
  deleteForever: `mutation($id: ID!) { deleteResumeForever(id: $id) { id } }`,
  emptyTrash: 'mutation { emptyTrash }',
  versions: `query($id: ID!) { resumeVersions(id: $id) { ${versionFields} } }`,
  version: `query($id: ID!, $versionId: ID!) { resumeVersion(id: $id, versionId: $versionId) { ${versionFields} data } }`,
  restoreVersion: `mutation($id: ID!, $versionId: ID!, $input: RestoreResumeVersionInput) {
    restoreResumeVersion(id: $id, versionId: $versionId, input: $input) { ${resumeFields} }
  }`,
  saveVersion: `mutation($id: ID!, $name: String!) { saveResumeVersion(id: $id, name: $name) { ${versionFields} } }`,
  renameVersion: `mutation($id: ID!, $versionId: ID!, $name: String!) { renameResumeVersion(id: $id, versionId: $versionId, name: $name) { ${versionFields} } }`,
  deleteVersion: `mutation($id: ID!, $versionId: ID!) { deleteResumeVersion(id: $id, versionId: $versionId) { id } }`,
  import: `mutation($input: ImportResumeInput!) { importResume(input: $input) { ${resumeFields} } }`,
  duplicate: `mutation($id: ID!) { duplicateResume(id: $id) { ${resumeFields} } }`,
  lock: `mutation($id: ID!, $set: Boolean!) { lockResume(id: $id, set: $set) { ${resumeFields} } }`,
  statistics: 'query($id: ID!) { resumeStatistics(id: $id) { views downloads } }',
  publicResume: `query($reps: [_Any!]!, $slug: String!) {
    _entities(representations: $reps) { ... on User { publicResume(slug: $slug) { ${resumeFields} } } }
  }`,
  userResumes: `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { resumes { id } } } }`,
  resumeReference: `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Resume { id title data } } }`,
};

/** A `User` representation as the gateway sends it. */
export const userRep = (id: string) => [{ __typename: 'User', id }];
