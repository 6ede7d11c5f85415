import { useMutation } from '@apollo/client/react';
import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { UnlockResumeDocument } from '../../../lib/graphql/generated/graphql';
import { useResumeMeta, useResumeStore } from '../hooks/builder-context';
import { useSaving } from '../hooks/saving-context';

const messages = defineMessages({
  title: { id: 'builder.locked.title', defaultMessage: 'This resume is locked' },
  description: {
    id: 'builder.locked.description',
    defaultMessage: 'It opens read-only so nothing changes by accident. Unlock it to make changes.',
  },
  unlock: { id: 'builder.locked.unlock', defaultMessage: 'Unlock' },
});

/** Locked resumes (docs/web.md): a clear banner over the read-only builder, with Unlock. */
export function LockedBanner() {
  const intl = useIntl();
  const { id, locked } = useResumeMeta();
  const store = useResumeStore();
  const saving = useSaving();
  const showError = useServerErrorToast();
  const [busy, setBusy] = useState(false);
  const [unlockResume] = useMutation(UnlockResumeDocument);
  if (!locked) {
    return null;
  }
  const unlock = async () => {
    setBusy(true);
    try {
      await unlockResume({ variables: { id } });
      store.setMeta({ locked: false });
      saving.lockReleased();
    } catch (error) {
      showError(asApiError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="0" alignItems="center" py="2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(messages.title)}</Alert.Title>
        <Alert.Description>{intl.formatMessage(messages.description)}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="solid"
        colorPalette="gray"
        onClick={() => void unlock()}
        loading={busy}
      >
        {intl.formatMessage(messages.unlock)}
      </Button>
    </Alert.Root>
  );
}
