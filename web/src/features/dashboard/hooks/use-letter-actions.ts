import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import {
  DeleteLetterDocument,
  DuplicateLetterDocument,
  LockLetterDocument,
  UpdateLetterDocument,
  type UpdateLetterMutationVariables,
} from '../../../lib/graphql/generated/graphql';
import { addToLetterList, removeFromLetterList } from './cache';

/** Renames a letter (title and slug); the cache updates the tile by its id. */
export function useUpdateLetter() {
  const [mutate, { loading }] = useMutation(UpdateLetterDocument);
  const updateLetter = useCallback(
    async (id: string, input: UpdateLetterMutationVariables['input']) => {
      const { data } = await mutate({ variables: { id, input } });
      return data?.updateLetter;
    },
    [mutate],
  );
  return { updateLetter, updating: loading };
}

/** Duplicates a letter: the service names the copy "… (Copy)" (docs/letters.md); it joins the list at once. */
export function useDuplicateLetter() {
  const [mutate, { loading }] = useMutation(DuplicateLetterDocument, {
    update(cache, { data }) {
      if (data) {
        addToLetterList(cache, data.duplicateLetter);
      }
    },
  });
  const duplicateLetter = useCallback(
    async (id: string) => {
      const { data } = await withApiErrors(mutate({ variables: { id } }));
      return data?.duplicateLetter;
    },
    [mutate],
  );
  return { duplicateLetter, duplicating: loading };
}

/** Locks (`set: true`) or unlocks a letter. */
export function useLockLetter() {
  const [mutate, { loading }] = useMutation(LockLetterDocument);
  const lockLetter = useCallback(
    async (id: string, set: boolean) => {
      const { data } = await mutate({ variables: { id, set } });
      return data?.lockLetter;
    },
    [mutate],
  );
  return { lockLetter, locking: loading };
}

/** Deletes a letter for good (letters have no trash) and takes it out of the list at once. */
export function useDeleteLetter() {
  const [mutate, { loading }] = useMutation(DeleteLetterDocument, {
    update(cache, { data }) {
      if (data) {
        removeFromLetterList(cache, data.deleteLetter.id);
      }
    },
  });
  const deleteLetter = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { deleteLetter, deleting: loading };
}
