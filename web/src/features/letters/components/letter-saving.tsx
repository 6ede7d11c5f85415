import { type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { type LetterData, type ResumeData } from '@vitae/schema';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  LetterBuilderLetterDocument,
  SaveLetterDataDocument,
} from '../../../lib/graphql/generated/graphql';
import { toaster } from '../../../ui/toaster';
import type { BuilderKit } from '../../builder/builder-kit';
import type { SavingProps } from '../../builder/hooks/use-autosave';
import type { LatestOutput, SaveInput, SaveOutput } from '../../builder/machines/autosave-machine';
import { useKit } from '../hooks/builder-kit';
import { useLetterMetaChange } from '../hooks/use-letter-meta-change';
import { letterDraftStore, type LetterStore } from '../lib/letter-store';

const messages = defineMessages({
  changedElsewhere: {
    id: 'letters.saving.changedElsewhere',
    defaultMessage: 'This letter was changed elsewhere.',
  },
  changedElsewhereDescription: {
    id: 'letters.saving.changedElsewhereDescription',
    defaultMessage: 'Your last change could not be saved; the saved letter is shown again.',
  },
});

/*
 * The autosave machine (docs/web.md#the-builder) never reads the document it
 * carries: it is typed with the resume's model, and a letter passes through it
 * under that name. These two casts are the only place it does.
 */
const asCarried = (data: LetterData) => data as unknown as ResumeData;
const asLetter = (data: ResumeData) => data as unknown as LetterData;

/** The stored letter, asked of the server again (the kit's `queryStored`). */
async function loadStored(kit: BuilderKit, client: ApolloClient, letterId: string) {
  const data = await kit.queryStored(client, LetterBuilderLetterDocument, letterId);
  if (!data) {
    throw new Error('The server did not return the letter.');
  }
  return { data: data.letter.data as LetterData, version: data.letter.version };
}

export type LetterSavingProps = SavingProps<LetterStore>;

/**
 * Runs the resume builder's autosave machine for a letter
 * (docs/letters.md#the-letter-builder): every change is kept in IndexedDB at
 * once and saved with `updateLetterData` 500 ms after the last one, on the
 * version it was made on. A version conflict says so and shows the stored
 * letter; a locked letter stops saving until it is unlocked.
 */
export function LetterSaving({ store, version, restoredEdits, children }: LetterSavingProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const letterId = store.getState().meta.id;
  const kit = useKit();
  const { SavingContext } = kit;
  const drafts = letterDraftStore(kit);

  const actor = useActorRef(
    kit.autosaveMachine.provide({
      actors: {
        save: fromPromise<SaveOutput, SaveInput>(async ({ input }) => {
          const { data } = await withApiErrors(
            client.mutate({
              mutation: SaveLetterDataDocument,
              variables: { id: letterId, data: input.data, baseVersion: input.baseVersion },
            }),
          );
          if (!data) {
            throw new Error('The server did not return the saved version.');
          }
          return { version: data.updateLetterData.version };
        }),
        loadLatest: fromPromise<LatestOutput, { resumeId: string }>(async () => {
          const latest = await loadStored(kit, client, letterId);
          return { data: asCarried(latest.data), version: latest.version };
        }),
      },
      actions: {
        keepDraft: ({ context }) =>
          void drafts
            .put({
              resumeId: letterId,
              data: asLetter(context.data),
              baseVersion: context.version,
              edits: context.unsavedEdits,
              keptAt: Date.now(),
            })
            .catch(() => undefined),
        dropDraft: () => void drafts.delete(letterId).catch(() => undefined),
        announceSaved: () => undefined,
        applyRemote: ({ context }) => store.replace(asLetter(context.data)),
      },
    }),
    { input: { resumeId: letterId, version, data: asCarried(store.getData()), restoredEdits } },
  );

  const { status, failure, whenSaved } = kit.useAutosave(actor, store, asCarried);
  const changeMeta = useLetterMetaChange(actor, letterId, whenSaved);

  const takeTheirs = useCallback(async () => {
    const latest = await loadStored(kit, client, letterId);
    store.replace(latest.data);
    actor.send({
      type: 'conflict.takeTheirs',
      data: asCarried(latest.data),
      version: latest.version,
    });
  }, [actor, client, kit, letterId, store]);

  // A conflict is not asked about (a letter has no history to compare): the
  // person is told and the stored letter is shown.
  useEffect(() => {
    if (failure?.kind !== 'conflict') {
      return;
    }
    toaster.create({
      type: 'warning',
      title: intl.formatMessage(messages.changedElsewhere),
      description: intl.formatMessage(messages.changedElsewhereDescription),
    });
    void takeTheirs().catch(() => undefined);
  }, [failure, intl, takeTheirs]);

  const saving = useMemo(
    () =>
      kit.savingOf(actor, status, {
        takeTheirs,
        whenSaved,
        // The visibility (the Sharing section).
        changeMeta,
        // The History section's restore: the stored letter, shown as stored.
        replace: (data) => store.replace(asLetter(data)),
      }),
    [actor, changeMeta, kit, status, store, takeTheirs, whenSaved],
  );

  return <SavingContext.Provider value={saving}>{children}</SavingContext.Provider>;
}
