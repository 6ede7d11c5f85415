import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { DeleteResumeBody } from './delete-resume-body';
import { ResumeFormBody } from './resume-form-body';

/** What the resume dialog is doing (docs/product.md#dialogs). */
export type ResumeDialogMode =
  { mode: 'create' } | { mode: 'update' | 'duplicate' | 'delete'; resume: ResumeSummary };

export type ResumeDialogProps = {
  target: ResumeDialogMode;
  open: boolean;
  onClose: () => void;
};

/** The resume dialog in its four modes: create, update, duplicate and delete. */
export function ResumeDialog({ target, open, onClose }: ResumeDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const alert = target.mode === 'delete';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      size="md"
      initialFocusEl={alert ? undefined : () => titleInput.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {alert ? (
              <DeleteResumeBody resume={target.resume} onClose={onClose} />
            ) : (
              <ResumeFormBody target={target} onClose={onClose} titleInput={titleInput} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
