import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

import { withApiErrors } from '../../../lib/apollo/graphql-error';
import { SetLetterVisibilityDocument } from '../../../lib/graphql/generated/graphql';
import type { MetaChange } from '../../builder/hooks/saving-context';
import type { AutosaveEvent } from '../../builder/machines/autosave-machine';

/**
 * The letter builder's `changeMeta` (docs/letters.md#the-letter-builder): the
 * visibility, set with `setLetterVisibility` once every pending edit is
 * stored. The change is the letter's next version on the server, so the
 * autosave is told (`meta.saved`) and builds its next save on it, as the
 * resume builder's Sharing does; without this the next save would be refused
 * as made on an older version. A letter's title and slug are not changed
 * from the builder yet.
 */
export function useLetterMetaChange(
  actor: { send: (event: AutosaveEvent) => void },
  letterId: string,
  whenSaved: () => Promise<void>,
): (change: MetaChange) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async ({ visibility }: MetaChange) => {
      if (!visibility) {
        return;
      }
      await whenSaved();
      const { data } = await withApiErrors(
        client.mutate({
          mutation: SetLetterVisibilityDocument,
          variables: { id: letterId, visibility },
        }),
      );
      if (!data) {
        throw new Error('The server did not return the letter.');
      }
      actor.send({ type: 'meta.saved', version: data.setLetterVisibility.version });
    },
    [actor, client, letterId, whenSaved],
  );
}
