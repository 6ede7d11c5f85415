import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import {
  ResumesDocument,
  type ResumeSummaryFieldsFragment as ResumeSummary,
} from '../../../lib/graphql/generated/graphql';
import { newestFirst } from '../lib/sort-resumes';

/** The signed-in person's resumes, the most recently updated first (docs/product.md#dashboard). */
export function useResumes() {
  const { data, loading, error, refetch } = useQuery(ResumesDocument, {
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
