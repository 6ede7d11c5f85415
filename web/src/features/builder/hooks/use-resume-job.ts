import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  ResumeJobDocument,
  type ResumeJobInput,
  SetResumeJobDocument,
} from '../../../lib/graphql/generated/graphql';

/**
 * The job the open resume is aimed at and, for a copy made for a job, its
 * source (docs/resume.md#tailored-copies); `saveJob` sets it with `setResumeJob`.
 */
export function useResumeJob(resumeId: string) {
  const { data, loading, error } = useQuery(ResumeJobDocument, {
    variables: { id: resumeId },
    fetchPolicy: 'cache-and-network',
  });
  const [mutate, { loading: saving }] = useMutation(SetResumeJobDocument);
  const saveJob = useCallback(
    async (job: ResumeJobInput) => {
      const { data: answer } = await withApiErrors(mutate({ variables: { id: resumeId, job } }));
      return answer?.setResumeJob.job ?? null;
    },
    [mutate, resumeId],
  );
  const resume = data?.resume;
  return {
    job: resume?.job ?? null,
    sourceId: resume?.sourceId ?? null,
    loaded: Boolean(resume),
    loading: loading && !resume,
    error: resume ? undefined : error,
    saveJob,
    saving,
  };
}
