import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import {
  CreateResumeDocument,
  type CreateResumeMutationVariables,
} from '../../../lib/graphql/generated/graphql';
import { addToResumeList } from './cache';

/** Creates a resume (blank, or the sample with `sample: true`) and adds it to the list. */
export function useCreateResume() {
  const [mutate, { loading }] = useMutation(CreateResumeDocument, {
    update(cache, { data }) {
      if (data) {
        addToResumeList(cache, data.createResume);
      }
    },
  });
  const createResume = useCallback(
    async (input: CreateResumeMutationVariables['input']) => {
      const { data } = await mutate({ variables: { input } });
      return data?.createResume;
    },
    [mutate],
  );
  return { createResume, creating: loading };
}
