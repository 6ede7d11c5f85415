import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

import {
  type LetterSummaryFieldsFragment as LetterSummary,
  type ResumeSummaryFieldsFragment as ResumeSummary,
} from '../../../lib/graphql/generated/graphql';
import { DeleteResumeBody } from './delete-resume-body';
import { ResumeFormBody } from './resume-form-body';

/** What the resume dialog is doing (docs/product.md#dialogs); a letter is renamed and deleted in it too. */
export type ResumeDialogMode =
  | { mode: 'create' }
  | { mode: 'update' | 'duplicate'; resume: ResumeSummary }
  | { mode: 'delete'; resume: ResumeSummary }
  | { mode: 'renameLetter'; letter: LetterSummary }
  | { mode: 'deleteLetter'; letter: LetterSummary };

/** The modes that ask before deleting. */
export type DeleteDialogMode = Extract<ResumeDialogMode, { mode: 'delete' | 'deleteLetter' }>;

function isDelete(target: ResumeDialogMode): target is DeleteDialogMode {
  return target.mode === 'delete' || target.mode === 'deleteLetter';
}

export type ResumeDialogProps = {
  target: ResumeDialogMode;
  open: boolean;
  onClose: () => void;
};

/** The resume dialog in its four modes (create, update, duplicate and delete), and a letter's rename and delete. */
export function ResumeDialog({ target, open, onClose }: ResumeDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const alert = isDelete(target);
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
            {isDelete(target) ? (
              <DeleteResumeBody target={target} onClose={onClose} />
            ) : (
              <ResumeFormBody target={target} onClose={onClose} titleInput={titleInput} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
