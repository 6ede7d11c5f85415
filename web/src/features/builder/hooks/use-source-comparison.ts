import { useMutation, useQuery } from '@apollo/client/react';
import { type ResumeData } from '@vitae/schema';
import { useCallback, useEffect } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  ResumeSourceComparisonDocument,
  TakeFromSourceDocument,
} from '../../../lib/graphql/generated/graphql';
import { useSaving } from './saving-context';

/** After the builder's saves settle, the comparison is asked again (the copy's edits move it). */
const refreshAfterSaveMs = 1500;

/**
 * A copy made for a job against its source (docs/resume.md#tailored-copies):
 * each part and how it changed on either side; `take` brings parts over from
 * the source as one saved change and shows the copy as stored, the way a
 * restored version is shown (docs/web.md#the-history-panel).
 */
export function useSourceComparison(resumeId: string, skip: boolean) {
  const saving = useSaving();
  const { data, loading, error, refetch } = useQuery(ResumeSourceComparisonDocument, {
    variables: { id: resumeId },
    fetchPolicy: 'cache-and-network',
    skip,
  });

  const saved = saving.status.state === 'saved';
  useEffect(() => {
    if (skip || !saved) {
      return;
    }
    const timer = window.setTimeout(
      () => void refetch().catch(() => undefined),
      refreshAfterSaveMs,
    );
    return () => window.clearTimeout(timer);
  }, [saved, skip, refetch]);

  const [takeMutation, { loading: taking }] = useMutation(TakeFromSourceDocument);
  const take = useCallback(
    async (parts: string[]) => {
      // The take is made on the version stored with everything on screen.
      await saving.whenSaved();
      const { data: answer } = await withApiErrors(
        takeMutation({ variables: { id: resumeId, parts, baseVersion: saving.baseVersion() } }),
      );
      if (!answer) {
        throw new Error('The server did not return the resume.');
      }
      const taken = answer.takeFromSource;
      saving.adoptRestored(taken.data as ResumeData, taken.version);
      await refetch();
    },
    [refetch, resumeId, saving, takeMutation],
  );

  return {
    comparison: data?.resumeSourceComparison ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refresh: refetch,
    take,
    taking,
  };
}
