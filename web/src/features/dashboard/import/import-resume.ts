import {
  type ApolloClient,
  CombinedGraphQLErrors,
  gql,
  ServerError,
  type TypedDocumentNode,
} from '@apollo/client';
import { type ResumeData } from '@vitae/schema';
import { fromPromise } from 'xstate';

import { type ImportedResume } from './import-machine';

type ImportResumeResult = {
  importResume: ImportedResume & { __typename?: 'Resume' };
};
type ImportResumeVariables = { input: { data: ResumeData } };

/** SPEC §7 POST /resume/import as the graph has it; the server names the resume after its person. */
export const IMPORT_RESUME: TypedDocumentNode<ImportResumeResult, ImportResumeVariables> = gql`
  mutation ImportResume($input: ImportResumeInput!) {
    importResume(input: $input) {
      id
      title
      slug
    }
  }
`;

/**
 * The dialog's server actor: imports the validated data and waits until the
 * dashboard's list (the query named `Resumes`) has been fetched again, so the
 * new resume is in the list when the dialog closes.
 */
export function importResumeWith(client: ApolloClient) {
  return fromPromise<ImportedResume, { data: ResumeData }>(async ({ input }) => {
    const { data } = await client.mutate({
      mutation: IMPORT_RESUME,
      variables: { input: { data: input.data } },
      refetchQueries: ['Resumes'],
      awaitRefetchQueries: true,
    });
    if (!data) {
      throw new Error('The server did not return the imported resume.');
    }
    return data.importResume;
  });
}

/** A server error's code (SPEC §8) and message, read from whatever shape the failure took. */
export function describeServerError(error: unknown): { code?: string; message: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: first?.message ?? error.message,
    };
  }
  if (ServerError.is(error)) {
    // The gateway answers a refused request (a body over its limit) with a JSON body of its own.
    try {
      const body = JSON.parse(error.bodyText) as { code?: unknown; message?: unknown };
      if (typeof body.message === 'string') {
        return {
          code: typeof body.code === 'string' ? body.code : undefined,
          message: body.message,
        };
      }
    } catch {
      // Not JSON: the error's own message says what happened.
    }
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
