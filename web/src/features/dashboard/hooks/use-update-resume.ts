import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { UPDATE_RESUME, type UpdateResumeVariables } from '../graphql/resume-documents';

/** Renames a resume (title and slug); the cache updates the tile by its id. */
export function useUpdateResume() {
  const [mutate, { loading }] = useMutation(UPDATE_RESUME);
  const updateResume = useCallback(
    async (id: string, input: UpdateResumeVariables['input']) => {
      const { data } = await mutate({ variables: { id, input } });
      return data?.updateResume;
    },
    [mutate],
  );
  return { updateResume, updating: loading };
}
