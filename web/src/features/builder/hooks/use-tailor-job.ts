import { getApolloContext } from '@apollo/client/react';
import { useContext, useEffect, useState } from 'react';

import { ResumeJobDocument } from '../../../lib/graphql/generated/graphql';
import { type AiJob } from '../lib/ai-request';
import { useResumeStoreIfAny } from './builder-context';

/**
 * The job the open resume is aimed at, when it has a posting, for the AI
 * helper's Tailor to the job (docs/product.md#ai-helper); null otherwise, and
 * outside the builder or without an Apollo client (an editor in a test of its
 * own), and while `enabled` is false (no AI key: nothing is asked for). It
 * watches the same cached `ResumeJob` query as the Job section, so a job saved
 * there offers the action at once.
 */
export function useTailorJob(enabled: boolean): AiJob | null {
  const store = useResumeStoreIfAny();
  const { client } = useContext(getApolloContext());
  const resumeId = store?.getState().meta.id ?? null;
  const [job, setJob] = useState<AiJob | null>(null);

  useEffect(() => {
    if (!enabled || !client || !resumeId) {
      setJob(null);
      return;
    }
    const subscription = client
      .watchQuery({
        query: ResumeJobDocument,
        variables: { id: resumeId },
        fetchPolicy: 'cache-first',
      })
      .subscribe({
        next: ({ data }) => {
          const stored = data?.resume?.job;
          const posting = stored?.posting ?? '';
          setJob(
            posting.trim() !== ''
              ? { posting, company: stored?.company ?? '', role: stored?.role ?? '' }
              : null,
          );
        },
        // A failed lookup only means the action is not offered; the Job section shows the error.
        error: () => setJob(null),
      });
    return () => subscription.unsubscribe();
  }, [enabled, client, resumeId]);

  return job;
}
