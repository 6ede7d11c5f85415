import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { DeleteResumeDocument } from '../../../lib/graphql/generated/graphql';
import { removeFromResumeList } from './cache';

/** Deletes a resume and takes it out of the list at once. */
export function useDeleteResume() {
  const [mutate, { loading }] = useMutation(DeleteResumeDocument, {
    update(cache, { data }) {
      if (data) {
        removeFromResumeList(cache, data.deleteResume.id);
      }
    },
  });
  const deleteResume = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { deleteResume, deleting: loading };
}
