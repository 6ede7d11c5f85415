import { type ApolloClient } from '@apollo/client';
import { type ResumeData } from '@vitae/schema';
import { fromPromise } from 'xstate';

import { ImportResumeDocument } from '../../../lib/graphql/generated/graphql';
import { type ImportedResume } from './import-machine';

/**
 * The dialog's server actor: imports the validated data and waits until the
 * dashboard's list (the query named `Resumes`) has been fetched again, so the
 * new resume is in the list when the dialog closes.
 */
export function importResumeWith(client: ApolloClient) {
  return fromPromise<ImportedResume, { data: ResumeData }>(async ({ input }) => {
    const { data } = await client.mutate({
      mutation: ImportResumeDocument,
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
