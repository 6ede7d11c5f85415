import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  CopyResumeForJobDocument,
  type ResumeJobInput,
} from '../../../lib/graphql/generated/graphql';
import { addToResumeList } from './cache';

/**
 * Copy for a job (docs/resume.md#tailored-copies): a private copy of a resume
 * aimed at the job, linked to its source; it joins the cached list at once.
 */
export function useCopyResumeForJob() {
  const [mutate, { loading }] = useMutation(CopyResumeForJobDocument, {
    update(cache, { data }) {
      if (data) {
        addToResumeList(cache, data.copyResumeForJob);
      }
    },
  });
  const copyResumeForJob = useCallback(
    async (id: string, job: ResumeJobInput) => {
      const { data } = await withApiErrors(mutate({ variables: { id, job } }));
      return data?.copyResumeForJob;
    },
    [mutate],
  );
  return { copyResumeForJob, copying: loading };
}
