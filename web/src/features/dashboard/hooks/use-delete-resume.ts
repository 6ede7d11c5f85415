import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { DELETE_RESUME } from '../graphql/resume-documents';
import { removeFromResumeList } from './cache';

/** Deletes a resume and takes it out of the list at once. */
export function useDeleteResume() {
  const [mutate, { loading }] = useMutation(DELETE_RESUME, {
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
