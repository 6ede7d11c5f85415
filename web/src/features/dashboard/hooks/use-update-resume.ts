import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import {
  UpdateResumeDocument,
  type UpdateResumeMutationVariables,
} from '../../../lib/graphql/generated/graphql';

/** Renames a resume (title and slug); the cache updates the tile by its id. */
export function useUpdateResume() {
  const [mutate, { loading }] = useMutation(UpdateResumeDocument);
  const updateResume = useCallback(
    async (id: string, input: UpdateResumeMutationVariables['input']) => {
      const { data } = await mutate({ variables: { id, input } });
      return data?.updateResume;
    },
    [mutate],
  );
  return { updateResume, updating: loading };
}
