import { type ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

import {
  DeleteResumeForeverDocument,
  EmptyTrashDocument,
  RestoreResumeDocument,
  TrashedResumesDocument,
} from '../../../lib/graphql/generated/graphql';
import { addToResumeList } from './cache';

function removeFromTrash(cache: ApolloCache, id: string): void {
  cache.updateQuery({ query: TrashedResumesDocument }, (data) =>
    data ? { trashedResumes: data.trashedResumes.filter((entry) => entry.id !== id) } : data,
  );
}

/**
 * The Trash view's data (docs/resume.md#trash): the trashed resumes, asked
 * again on each visit, and its verbs. A restored resume goes back to the
 * resume list at once; one deleted forever or an emptied trash is gone.
 */
export function useTrash() {
  const { data, loading, error, refetch } = useQuery(TrashedResumesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [restoreMutation, restoreState] = useMutation(RestoreResumeDocument, {
    update(cache, { data: restored }) {
      if (restored) {
        removeFromTrash(cache, restored.restoreResume.id);
        addToResumeList(cache, restored.restoreResume);
      }
    },
  });
  const [deleteMutation, deleteState] = useMutation(DeleteResumeForeverDocument, {
    update(cache, { data: deleted }) {
      if (deleted) {
        const id = deleted.deleteResumeForever.id;
        removeFromTrash(cache, id);
        cache.evict({ id: cache.identify({ __typename: 'Resume', id }) });
        cache.gc();
      }
    },
  });
  const [emptyMutation, emptyState] = useMutation(EmptyTrashDocument, {
    update(cache) {
      cache.updateQuery({ query: TrashedResumesDocument }, (current) =>
        current ? { trashedResumes: [] } : current,
      );
    },
  });

  const restore = useCallback(
    async (id: string) => {
      await restoreMutation({ variables: { id } });
    },
    [restoreMutation],
  );
  const deleteForever = useCallback(
    async (id: string) => {
      await deleteMutation({ variables: { id } });
    },
    [deleteMutation],
  );
  const emptyTrash = useCallback(async () => {
    await emptyMutation();
  }, [emptyMutation]);

  return {
    trashed: data?.trashedResumes,
    loading: loading && !data,
    error,
    refetch,
    restore,
    restoring: restoreState.loading,
    deleteForever,
    deleting: deleteState.loading,
    emptyTrash,
    emptying: emptyState.loading,
  };
}
