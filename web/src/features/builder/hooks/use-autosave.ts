import { type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { type ResumeData } from '@vitae/schema';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { type ActorRefFrom } from 'xstate';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import { type createDocumentStore } from '../lib/resume-store';
import {
  type autosaveMachine,
  type SaveFailure,
  type SaveStatus,
  saveStatusOf,
} from '../machines/autosave-machine';
import { type Saving } from './saving-context';

export type AutosaveActor = ActorRefFrom<typeof autosaveMachine>;

/** What a builder's saving component is given, a resume's or a letter's. */
export type SavingProps<Store> = {
  store: Store;
  /** The stored version the document on screen is based on. */
  version: number;
  /** Edits restored from this browser's draft store. */
  restoredEdits: number;
  children: ReactNode;
};

/** What autosave listens to of a document store, a resume's or a letter's. */
type Changes<D> = Pick<ReturnType<typeof createDocumentStore<D, { locked: boolean }>>, 'onChange'>;

/**
 * What the builders' saving shares, a resume's or a letter's (docs/web.md#the-builder):
 * every change on screen but a stored one replacing it goes to the autosave
 * machine (`carry` hands the machine the document, which it never reads),
 * coming back online retries, and leaving with edits not yet stored asks
 * first. Answers the save status, the failure it shows and `whenSaved`.
 */
export function useAutosave<D>(
  actor: AutosaveActor,
  store: Changes<D>,
  carry: (data: D) => ResumeData,
): { status: SaveStatus; failure: SaveFailure | null; whenSaved: () => Promise<void> } {
  useEffect(
    () =>
      store.onChange((data, source, step, checkpoint) => {
        if (source !== 'replace') {
          actor.send({ type: 'edit', data: carry(data), step, checkpoint });
        }
      }),
    [actor, store, carry],
  );

  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!actor.getSnapshot().matches('saved')) {
        // The draft is in IndexedDB already; still, ask before leaving it unsent.
        event.preventDefault();
      }
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [actor]);

  const value = useSelector(actor, (snapshot) => snapshot.value as string);
  const unsavedEdits = useSelector(actor, (snapshot) => snapshot.context.unsavedEdits);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const status = useMemo(
    () => saveStatusOf(value, { unsavedEdits, failure }),
    [value, unsavedEdits, failure],
  );

  const whenSaved = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const done = () =>
          !['waiting', 'saving', 'reloading'].includes(actor.getSnapshot().value as string);
        if (done()) {
          resolve();
          return;
        }
        actor.send({ type: 'save.flush' });
        const subscription = actor.subscribe(() => {
          if (done()) {
            subscription.unsubscribe();
            resolve();
          }
        });
      }),
    [actor],
  );

  return { status, failure, whenSaved };
}

/** What is the document kind's own in its `Saving`; the rest is the machine's. */
export type OwnSaving = Pick<Saving, 'takeTheirs' | 'whenSaved' | 'changeMeta'> & {
  /** Shows a stored document the machine carries (`carry`'s inverse), as stored. */
  replace: (data: ResumeData) => void;
};

/** The `Saving` a builder offers its panes and bars, for the machine `actor`. */
export function savingOf(
  actor: AutosaveActor,
  status: SaveStatus,
  { replace, ...own }: OwnSaving,
): Saving {
  return {
    status,
    keepMine: () => actor.send({ type: 'conflict.keepMine' }),
    flush: () => actor.send({ type: 'save.flush' }),
    isSaved: () => actor.getSnapshot().matches('saved'),
    lockReleased: () => actor.send({ type: 'lock.released' }),
    baseVersion: () => actor.getSnapshot().context.version,
    adoptRestored: (data, version) => {
      replace(data);
      actor.send({ type: 'restored', data, version });
    },
    ...own,
  };
}

/**
 * The stored document, a resume or a letter, asked of the server again (never
 * the cache): another tab saved it, or the person takes the other version of a
 * conflict. Undefined when the server answers without it.
 */
export async function queryStored<T>(
  client: ApolloClient,
  query: TypedDocumentNode<T, { id: string }>,
  id: string,
): Promise<T | undefined> {
  const { data } = await withApiErrors(
    client.query({ query, variables: { id }, fetchPolicy: 'no-cache' }),
  );
  return data;
}
