import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type ResumeData } from '@vitae/schema';
import { useCallback, useEffect } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  DeleteResumeVersionDocument,
  RenameResumeVersionDocument,
  RestoreResumeVersionDocument,
  ResumeVersionDataDocument,
  ResumeVersionsDocument,
  SaveResumeVersionDocument,
} from '../../../lib/graphql/generated/graphql';
import { clientId } from '../lib/client-id';
import { useSaving } from './saving-context';

/** Versions asked for at a time ("Show older versions" asks for the next page). */
export const versionsPageSize = 20;

/** After the builder's saves settle, the list is asked again (the open version grows with them). */
const refreshAfterSaveMs = 3000;

/**
 * The History panel's data (docs/web.md#the-history-panel, docs/resume.md#history):
 * the versions newest first, page by page, and the verbs. A restore waits for
 * the pending save, then shows the restored document as stored.
 */
export function useResumeHistory(resumeId: string) {
  const client = useApolloClient();
  const saving = useSaving();
  const { data, loading, error, refetch, fetchMore } = useQuery(ResumeVersionsDocument, {
    variables: { id: resumeId, limit: versionsPageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const versions = data?.resumeVersions;

  const saved = saving.status.state === 'saved';
  useEffect(() => {
    if (!saved) {
      return;
    }
    const timer = window.setTimeout(
      () => void refetch().catch(() => undefined),
      refreshAfterSaveMs,
    );
    return () => window.clearTimeout(timer);
  }, [saved, refetch]);

  const loadOlder = useCallback(async () => {
    const last = versions?.at(-1);
    if (!last) {
      return;
    }
    await fetchMore({
      variables: { before: last.number },
      updateQuery: (previous, { fetchMoreResult }) => ({
        resumeVersions: [
          ...previous.resumeVersions,
          ...fetchMoreResult.resumeVersions.filter(
            (version) => !previous.resumeVersions.some((known) => known.id === version.id),
          ),
        ],
      }),
    });
  }, [fetchMore, versions]);

  const readVersion = useCallback(
    async (versionId: string) => {
      const { data: answer } = await withApiErrors(
        client.query({
          query: ResumeVersionDataDocument,
          variables: { id: resumeId, versionId },
          fetchPolicy: 'no-cache',
        }),
      );
      if (!answer) {
        throw new Error('The server did not return the version.');
      }
      const version = answer.resumeVersion;
      return { ...version, data: version.data as ResumeData };
    },
    [client, resumeId],
  );

  const [restoreMutation] = useMutation(RestoreResumeVersionDocument);
  /** Restores a version; answers the id of the version the present became (to undo with). */
  const restore = useCallback(
    async (versionId: string): Promise<string | null> => {
      await saving.whenSaved();
      const { data: answer } = await withApiErrors(
        restoreMutation({
          variables: {
            id: resumeId,
            versionId,
            input: { baseVersion: saving.baseVersion(), clientId: clientId() },
          },
        }),
      );
      if (!answer) {
        throw new Error('The server did not return the resume.');
      }
      const restored = answer.restoreResumeVersion;
      saving.adoptRestored(restored.data as ResumeData, restored.version);
      const { data: after } = await refetch({ before: undefined });
      // Newest first: the open version is the restore, the one after it is what was there before.
      return after?.resumeVersions.find((version) => !version.current)?.id ?? null;
    },
    [refetch, restoreMutation, resumeId, saving],
  );

  const [saveMutation] = useMutation(SaveResumeVersionDocument);
  const saveAs = useCallback(
    async (name: string) => {
      await saving.whenSaved();
      await withApiErrors(saveMutation({ variables: { id: resumeId, name } }));
      await refetch();
    },
    [refetch, resumeId, saveMutation, saving],
  );

  const [renameMutation] = useMutation(RenameResumeVersionDocument);
  const rename = useCallback(
    async (versionId: string, name: string) => {
      await withApiErrors(renameMutation({ variables: { id: resumeId, versionId, name } }));
      await refetch();
    },
    [refetch, renameMutation, resumeId],
  );

  const [deleteMutation] = useMutation(DeleteResumeVersionDocument);
  const remove = useCallback(
    async (versionId: string) => {
      await withApiErrors(deleteMutation({ variables: { id: resumeId, versionId } }));
      await refetch();
    },
    [deleteMutation, refetch, resumeId],
  );

  return {
    versions,
    loading: loading && !versions,
    error: versions ? undefined : error,
    /** The last page was full: there may be older versions. */
    hasOlder: (versions?.length ?? 0) > 0 && (versions?.length ?? 0) % versionsPageSize === 0,
    loadOlder,
    readVersion,
    restore,
    saveAs,
    rename,
    remove,
  };
}
