import { type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { type ResumeData } from '@vitae/schema';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  BuilderResumeDocument,
  SaveResumeDataDocument,
  SaveResumeMetaDocument,
  SaveResumePatchDocument,
} from '../../../lib/graphql/generated/graphql';
import { toaster } from '../../../ui/toaster';
import { type MetaChange, SavingContext } from '../hooks/saving-context';
import { queryStored, savingOf, type SavingProps, useAutosave } from '../hooks/use-autosave';
import { builderResumeOf } from '../hooks/use-builder-resume';
import { clientId } from '../lib/client-id';
import { draftStore } from '../lib/draft-store';
import { type ResumeStore } from '../lib/resume-store';
import { isPatchRefusal, savePatchOf, type StoredBase } from '../lib/save-patch';
import {
  autosaveMachine,
  type LatestOutput,
  type SaveInput,
  type SaveOutput,
} from '../machines/autosave-machine';

const messages = defineMessages({
  updatedElsewhere: {
    id: 'builder.saving.updatedElsewhere',
    defaultMessage: 'This resume was changed in another tab.',
  },
  updatedElsewhereDescription: {
    id: 'builder.saving.updatedElsewhereDescription',
    defaultMessage: 'You are now looking at the version saved there.',
  },
});

/** The builder's tabs of one browser tell each other of each save at once (docs/quality.md#case-3). */
const channelName = 'vitae-builder';
type SavedMessage = { type: 'saved'; resumeId: string; version: number; tab: string };
const thisTab = Math.random().toString(36).slice(2);
/** The resume is the document the autosave machine carries as it is. */
const asIs = (data: ResumeData) => data;

/** The stored resume, asked of the server again (`queryStored`). */
async function loadStored(client: ApolloClient, resumeId: string): Promise<LatestOutput> {
  const data = await queryStored(client, BuilderResumeDocument, resumeId);
  if (!data) {
    throw new Error('The server did not return the resume.');
  }
  const stored = builderResumeOf(data);
  return { data: stored.data, version: stored.version };
}

export type BuilderSavingProps = SavingProps<ResumeStore>;

/**
 * Runs the autosave machine for the builder (docs/web.md#the-builder): every
 * change of the store is kept in IndexedDB at once and saved 500 ms after the
 * last one with the version it was made on; other tabs are told of each save;
 * leaving with edits not yet stored asks first.
 */
export function BuilderSaving({ store, version, restoredEdits, children }: BuilderSavingProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const resumeId = store.getState().meta.id;
  // The document as stored at its version: the resume as loaded, unless a
  // draft of this browser's was opened over it (its base document is not kept).
  const stored = useRef<StoredBase | null>(
    restoredEdits > 0 ? null : { version, data: store.getData() },
  );
  const channel = useMemo(
    () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null),
    [],
  );

  const actor = useActorRef(
    autosaveMachine.provide({
      actors: {
        // Its failures reach classifySaveError as every server error is read (`asApiError`).
        // What changed since this tab's last stored document, when the save is
        // made on its version; else, or when the server cannot apply the patch,
        // the whole document (docs/resume.md#saving-by-json-patch).
        save: fromPromise<SaveOutput, SaveInput>(async ({ input }) => {
          const common = {
            id: resumeId,
            baseVersion: input.baseVersion,
            save: { clientId: clientId(), checkpoint: input.checkpoint },
          };
          const whole = () =>
            withApiErrors(
              client.mutate({
                mutation: SaveResumeDataDocument,
                variables: { ...common, data: input.data },
              }),
            );
          const patch = savePatchOf(stored.current, input.data, input.baseVersion);
          const { data } = patch
            ? await withApiErrors(
                client.mutate({
                  mutation: SaveResumePatchDocument,
                  variables: { ...common, patch: patch.map((operation) => ({ ...operation })) },
                }),
              ).catch((error: unknown) => (isPatchRefusal(error) ? whole() : Promise.reject(error)))
            : await whole();
          if (!data) {
            throw new Error('The server did not return the saved version.');
          }
          stored.current = { version: data.updateResume.version, data: input.data };
          return { version: data.updateResume.version };
        }),
        loadLatest: fromPromise<LatestOutput, { resumeId: string }>(async () => {
          const latest = await loadStored(client, resumeId);
          stored.current = latest;
          return latest;
        }),
      },
      actions: {
        keepDraft: ({ context }) =>
          void draftStore
            .put({
              resumeId,
              data: context.data,
              baseVersion: context.version,
              edits: context.unsavedEdits,
              keptAt: Date.now(),
            })
            .catch(() => undefined),
        dropDraft: () => void draftStore.delete(resumeId).catch(() => undefined),
        announceSaved: ({ context }) =>
          channel?.postMessage({
            type: 'saved',
            resumeId,
            version: context.version,
            tab: thisTab,
          } satisfies SavedMessage),
        applyRemote: ({ context }) => {
          store.replace(context.data);
          toaster.create({
            type: 'info',
            title: intl.formatMessage(messages.updatedElsewhere),
            description: intl.formatMessage(messages.updatedElsewhereDescription),
          });
        },
      },
    }),
    { input: { resumeId, version, data: store.getData(), restoredEdits } },
  );

  useEffect(() => {
    if (!channel) {
      return;
    }
    channel.onmessage = (event: MessageEvent<SavedMessage>) => {
      const message = event.data;
      if (message?.type === 'saved' && message.resumeId === resumeId && message.tab !== thisTab) {
        actor.send({ type: 'remote.saved', version: message.version });
      }
    };
    return () => channel.close();
  }, [actor, channel, resumeId]);

  const { status, whenSaved } = useAutosave(actor, store, asIs);

  const takeTheirs = useCallback(async () => {
    const latest = await loadStored(client, resumeId);
    stored.current = latest;
    store.replace(latest.data);
    actor.send({ type: 'conflict.takeTheirs', data: latest.data, version: latest.version });
  }, [actor, client, resumeId, store]);

  const changeMeta = useCallback(
    async (change: MetaChange) => {
      await whenSaved();
      const { data } = await withApiErrors(
        client.mutate({
          mutation: SaveResumeMetaDocument,
          variables: { id: resumeId, input: change },
        }),
      );
      if (!data) {
        throw new Error('The server did not return the resume.');
      }
      const saved = data.updateResume;
      store.setMeta({
        title: saved.title,
        slug: saved.slug,
        visibility: saved.visibility,
        updatedAt: saved.updatedAt,
      });
      actor.send({ type: 'meta.saved', version: saved.version });
    },
    [actor, client, resumeId, store, whenSaved],
  );

  const saving = useMemo(
    () =>
      savingOf(actor, status, {
        takeTheirs,
        whenSaved,
        changeMeta,
        replace: (data) => store.replace(data),
      }),
    [actor, changeMeta, status, store, takeTheirs, whenSaved],
  );

  return <SavingContext.Provider value={saving}>{children}</SavingContext.Provider>;
}
