import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';

import {
  DuplicateResumeAsImportDocument,
  ResumeDataDocument,
} from '../../../lib/graphql/generated/graphql';
import { addToResumeList } from './cache';

export type DuplicateInput = { id: string; title: string; slug: string };

/**
 * Duplicates a resume as docs/product.md#resume-duplicate says: its document is imported as a new resume
 * under the title and slug the dialog holds (" (Copy)" and "-copy" at first).
 */
export function useDuplicateResume() {
  const client = useApolloClient();
  const [reading, setReading] = useState(false);
  const [mutate, { loading }] = useMutation(DuplicateResumeAsImportDocument, {
    update(cache, { data }) {
      if (data) {
        addToResumeList(cache, data.importResume);
      }
    },
  });
  const duplicateResume = useCallback(
    async ({ id, title, slug }: DuplicateInput) => {
      setReading(true);
      try {
        const { data: original } = await client.query({
          query: ResumeDataDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        if (!original) {
          return undefined;
        }
        const { data } = await mutate({
          variables: { input: { title, slug, data: original.resume.data } },
        });
        return data?.importResume;
      } finally {
        setReading(false);
      }
    },
    [client, mutate],
  );
  return { duplicateResume, duplicating: reading || loading };
}
