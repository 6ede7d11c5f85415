import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { LockResumeDocument } from '../../../lib/graphql/generated/graphql';

/** Locks (`set: true`) or unlocks a resume (docs/product.md#visibility-and-lock). */
export function useLockResume() {
  const [mutate, { loading }] = useMutation(LockResumeDocument);
  const lockResume = useCallback(
    async (id: string, set: boolean) => {
      const { data } = await mutate({ variables: { id, set } });
      return data?.lockResume;
    },
    [mutate],
  );
  return { lockResume, locking: loading };
}
