import { type TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type ResumeData } from '@vitae/schema';
import { useCallback, useEffect } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  type DeleteResumeVersionMutationVariables,
  type RenameResumeVersionMutationVariables,
  type RestoreResumeVersionMutation,
  type RestoreResumeVersionMutationVariables,
  type ResumeVersionDataQuery,
  type ResumeVersionDataQueryVariables,
  type ResumeVersionFieldsFragment,
  type ResumeVersionsQuery,
  type ResumeVersionsQueryVariables,
  type SaveResumeVersionMutationVariables,
} from '../../../lib/graphql/generated/graphql';
import { clientId } from '../lib/client-id';
import { useSaving } from './saving-context';

/** A version as the History list shows it: a resume's and a letter's have the same fields. */
export type ListedVersion = ResumeVersionFieldsFragment;

/**
 * A kind of document's history operations, answered under the resume's names
 * (a letter's alias theirs so: letters/lib/letter-history-documents.ts), so one
 * hook serves both.
 */
export type HistoryDocuments = {
  versions: TypedDocumentNode<ResumeVersionsQuery, ResumeVersionsQueryVariables>;
  version: TypedDocumentNode<ResumeVersionDataQuery, ResumeVersionDataQueryVariables>;
  restore: TypedDocumentNode<RestoreResumeVersionMutation, RestoreResumeVersionMutationVariables>;
  // Their answers are not read: the list is asked again.
  save: TypedDocumentNode<unknown, SaveResumeVersionMutationVariables>;
  rename: TypedDocumentNode<unknown, RenameResumeVersionMutationVariables>;
  remove: TypedDocumentNode<unknown, DeleteResumeVersionMutationVariables>;
};

/** Versions asked for at a time ("Show older versions" asks for the next page). */
export const versionsPageSize = 20;

/** After the builder's saves settle, the list is asked again (the open version grows with them). */
const refreshAfterSaveMs = 3000;

/**
 * A History panel's data (docs/web.md#the-history-panel, docs/resume.md#history,
 * docs/letters.md#history), a resume's or a letter's by `documents`: the
 * versions newest first, page by page, and the verbs. A restore waits for the
 * pending save, then shows the restored document as stored (the builder's
 * `adoptRestored`); `D` is the kind's document, which this hook never reads.
 */
export function useDocumentHistory<D = ResumeData>(documents: HistoryDocuments, id: string) {
  const client = useApolloClient();
  const saving = useSaving();
  const { data, loading, error, refetch, fetchMore } = useQuery(documents.versions, {
    variables: { id, limit: versionsPageSize },
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
          query: documents.version,
          variables: { id, versionId },
          fetchPolicy: 'no-cache',
        }),
      );
      if (!answer) {
        throw new Error('The server did not return the version.');
      }
      return { ...answer.resumeVersion, data: answer.resumeVersion.data as D };
    },
    [client, documents, id],
  );

  const [restoreMutation] = useMutation(documents.restore);
  /** Restores a version; answers the id of the version the present became (to undo with). */
  const restore = useCallback(
    async (versionId: string): Promise<string | null> => {
      await saving.whenSaved();
      const { data: answer } = await withApiErrors(
        restoreMutation({
          variables: {
            id,
            versionId,
            input: { baseVersion: saving.baseVersion(), clientId: clientId() },
          },
        }),
      );
      if (!answer) {
        throw new Error('The server did not return the document.');
      }
      // The builder's saving carries every kind's document under the resume's type.
      const restored = answer.restoreResumeVersion;
      saving.adoptRestored(restored.data as ResumeData, restored.version);
      const { data: after } = await refetch({ before: undefined });
      // Newest first: the open version is the restore, the one after it is what was there before.
      return after?.resumeVersions.find((version) => !version.current)?.id ?? null;
    },
    [id, refetch, restoreMutation, saving],
  );

  const [saveMutation] = useMutation(documents.save);
  const saveAs = useCallback(
    async (name: string) => {
      await saving.whenSaved();
      await withApiErrors(saveMutation({ variables: { id, name } }));
      await refetch();
    },
    [id, refetch, saveMutation, saving],
  );

  const [renameMutation] = useMutation(documents.rename);
  const rename = useCallback(
    async (versionId: string, name: string) => {
      await withApiErrors(renameMutation({ variables: { id, versionId, name } }));
      await refetch();
    },
    [id, refetch, renameMutation],
  );

  const [deleteMutation] = useMutation(documents.remove);
  const remove = useCallback(
    async (versionId: string) => {
      await withApiErrors(deleteMutation({ variables: { id, versionId } }));
      await refetch();
    },
    [deleteMutation, id, refetch],
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

export type DocumentHistory<D = ResumeData> = ReturnType<typeof useDocumentHistory<D>>;
