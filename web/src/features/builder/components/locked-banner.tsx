import { useMutation } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';

import { UnlockResumeDocument } from '../../../lib/graphql/generated/graphql';
import { useResumeMeta, useResumeStore } from '../hooks/builder-context';
import { FrameLockedBanner } from './frame/frame-locked-banner';

const messages = defineMessages({
  title: { id: 'builder.locked.title', defaultMessage: 'This resume is locked' },
  description: {
    id: 'builder.locked.description',
    defaultMessage: 'It opens read-only so nothing changes by accident. Unlock it to make changes.',
  },
  unlock: { id: 'builder.locked.unlock', defaultMessage: 'Unlock' },
});

/** Locked resumes (docs/web.md): the frame's banner over the read-only builder, with Unlock. */
export function LockedBanner() {
  const intl = useIntl();
  const { id, locked } = useResumeMeta();
  const store = useResumeStore();
  const [unlockResume] = useMutation(UnlockResumeDocument);
  if (!locked) {
    return null;
  }
  return (
    <FrameLockedBanner
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      unlockLabel={intl.formatMessage(messages.unlock)}
      unlock={async () => {
        await unlockResume({ variables: { id } });
        store.setMeta({ locked: false });
      }}
    />
  );
}
