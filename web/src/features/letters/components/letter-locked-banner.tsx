import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';

import { UnlockLetterDocument } from '../../../lib/graphql/generated/graphql';
import { useKit } from '../hooks/builder-kit';
import { useLetterMeta, useLetterStore } from '../hooks/letter-context';
import { letterMessages as messages } from './letter-messages';

/** A locked letter: the resume builder's frame's banner over the read-only builder, with Unlock. */
export function LetterLockedBanner() {
  const intl = useIntl();
  const { id, locked } = useLetterMeta();
  const store = useLetterStore();
  const client = useApolloClient();
  const { FrameLockedBanner } = useKit();
  if (!locked) {
    return null;
  }
  return (
    <FrameLockedBanner
      title={intl.formatMessage(messages.lockedTitle)}
      description={intl.formatMessage(messages.lockedDescription)}
      unlockLabel={intl.formatMessage(messages.unlock)}
      unlock={async () => {
        await client.mutate({ mutation: UnlockLetterDocument, variables: { id } });
        store.setMeta({ locked: false });
      }}
    />
  );
}
