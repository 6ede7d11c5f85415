import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { RESUMES, type ResumeSummary } from '../graphql/resume-documents';
import { newestFirst } from '../lib/sort-resumes';

/** The signed-in person's resumes, the most recently updated first (SPEC §2). */
export function useResumes() {
  const { data, loading, error, refetch } = useQuery(RESUMES, {
    // The builder changes resumes behind the list's back: show the cache at once, then refresh it.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const resumes = useMemo<ResumeSummary[] | undefined>(
    () => (data?.resumes ? newestFirst(data.resumes) : undefined),
    [data],
  );
  return {
    resumes,
    /** True only while nothing is known yet (a refresh of a shown list is silent). */
    loading: loading && !resumes,
    error: resumes ? undefined : error,
    refetch,
  };
}
