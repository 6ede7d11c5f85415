/** The fields a test reads back from a resume. */
export const resumeFields =
  'id title slug data visibility locked userId version createdAt updatedAt';

/** The operations the tests run, written once. */
export const ops = {
  create: `mutation($input: CreateResumeInput!) { createResume(input: $input) { ${resumeFields} } }`,
  list: `query { resumes { ${resumeFields} } }`,
  get: `query($id: ID!) { resume(id: $id) { ${resumeFields} } }`,
  update: `mutation($id: ID!, $input: UpdateResumeInput!) { updateResume(id: $id, input: $input) { ${resumeFields} } }`,
  remove: `mutation($id: ID!) { deleteResume(id: $id) { id } }`,
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
