import { type LetterData } from '@vitae/schema';

import { type ResumeUnderTest } from './resume-under-test';

/** The fields a test reads back from a letter. */
export const letterFields =
  'id title slug data visibility locked userId version resumeId createdAt updatedAt';

/** The letter operations the tests run, written once. */
export const letterOps = {
  create: `mutation($input: CreateLetterInput!) { createLetter(input: $input) { ${letterFields} } }`,
  list: `query { letters { ${letterFields} } }`,
  get: `query($id: ID!) { letter(id: $id) { ${letterFields} } }`,
  rename: `mutation($id: ID!, $input: UpdateLetterInput!) { updateLetter(id: $id, input: $input) { ${letterFields} } }`,
  updateData: `mutation($id: ID!, $data: JSONObject!, $baseVersion: Int!) {
    updateLetterData(id: $id, data: $data, baseVersion: $baseVersion) { ${letterFields} }
  }`,
  visibility: `mutation($id: ID!, $visibility: LetterVisibility!) { setLetterVisibility(id: $id, visibility: $visibility) { ${letterFields} } }`,
  lock: `mutation($id: ID!, $set: Boolean!) { lockLetter(id: $id, set: $set) { ${letterFields} } }`,
  import: `mutation($input: ImportLetterInput!) { importLetter(input: $input) { ${letterFields} } }`,
  duplicate: `mutation($id: ID!) { duplicateLetter(id: $id) { ${letterFields} } }`,
  remove: `mutation($id: ID!) { deleteLetter(id: $id) { id } }`,
};

/** A letter as the subgraph returns it. */
export type LetterJson = {
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

/** Creates a letter as `userId`, failing the test on any error. */
export async function createLetter(
  app: ResumeUnderTest,
  userId: string,
  input: Record<string, unknown>,
): Promise<LetterJson> {
  return (await app.ok<{ createLetter: LetterJson }>(userId, letterOps.create, { input }))
    .createLetter;
}

/** The caller's letters. */
export async function listLetters(app: ResumeUnderTest, userId: string): Promise<LetterJson[]> {
  return (await app.ok<{ letters: LetterJson[] }>(userId, letterOps.list)).letters;
}

/** One refusal's code and the paths it names. */
export async function refusal(
  app: ResumeUnderTest,
  userId: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ code?: string; paths?: string[]; details?: unknown }> {
  const answer = await app.graphql(userId, query, variables);
  const error = answer.errors?.[0];
  const details = error?.extensions?.details;
  return {
    code: error?.extensions?.code,
    paths: Array.isArray(details)
      ? (details as { path: string }[]).map((detail) => detail.path)
      : undefined,
    details,
  };
}
