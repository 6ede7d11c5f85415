import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { LOCK_RESUME } from '../graphql/resume-documents';

/** Locks (`set: true`) or unlocks a resume (SPEC §4 "Lock"). */
export function useLockResume() {
  const [mutate, { loading }] = useMutation(LOCK_RESUME);
  const lockResume = useCallback(
    async (id: string, set: boolean) => {
      const { data } = await mutate({ variables: { id, set } });
      return data?.lockResume;
    },
    [mutate],
  );
  return { lockResume, locking: loading };
}
