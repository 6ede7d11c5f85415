import { Button, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useDeleteResume } from '../hooks/use-delete-resume';
import { useDeleteLetter } from '../hooks/use-letter-actions';
import { CloseX } from './dialog-close';
import { type DeleteDialogMode } from './resume-dialog';
import { deleteMessages, letterDialogMessages, messages } from './resume-dialog-messages';

export type DeleteResumeBodyProps = { target: DeleteDialogMode; onClose: () => void };

/**
 * Asks before a delete: a resume moves to the Trash (docs/resume.md#trash), a
 * letter has none and goes for good (docs/letters.md).
 */
export function DeleteResumeBody({ target, onClose }: DeleteResumeBodyProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const resume = useDeleteResume();
  const letter = useDeleteLetter();
  const deleting = resume.deleting || letter.deleting;
  const [title, description] =
    target.mode === 'delete'
      ? [
          messages.deleteTitle,
          intl.formatMessage(deleteMessages.deleteDescription, { title: target.resume.title }),
        ]
      : [
          letterDialogMessages.deleteTitle,
          intl.formatMessage(deleteMessages.deleteLetterDescription, {
            title: target.letter.title,
          }),
        ];

  async function confirm() {
    try {
      if (target.mode === 'delete') {
        await resume.deleteResume(target.resume.id);
      } else {
        await letter.deleteLetter(target.letter.id);
      }
      onClose();
    } catch (error) {
      showServerError(asApiError(error));
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(title)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{description}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </Dialog.Footer>
      <CloseX />
    </>
  );
}
