import { CloseButton, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { messages } from './resume-dialog-messages';

export function CloseX() {
  const intl = useIntl();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
    </Dialog.CloseTrigger>
  );
}
