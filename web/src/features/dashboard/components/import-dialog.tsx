import { FileUp } from 'lucide-react';
import { useIntl } from 'react-intl';

import { ImportDialogFrame } from './import-dialog-frame';
import { ImportForm } from './import-form';
import { messages } from './import-messages';

/** The import dialog (docs/product.md#import-dialog), opened from the Import tile and ctrl+I. */
export type ImportDialogProps = { open: boolean; onClose: () => void };

export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const intl = useIntl();
  return (
    // Unmounted when closed, so each opening starts a fresh machine with no result.
    <ImportDialogFrame
      open={open}
      onClose={onClose}
      icon={FileUp}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <ImportForm onImported={onClose} />
    </ImportDialogFrame>
  );
}
