import { Button, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { useDeleteResume } from '../hooks/use-delete-resume';
import { CloseX } from './dialog-close';
import { deleteMessages, messages } from './resume-dialog-messages';

export type DeleteResumeBodyProps = { resume: ResumeSummary; onClose: () => void };

export function DeleteResumeBody({ resume, onClose }: DeleteResumeBodyProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const { deleteResume, deleting } = useDeleteResume();

  async function confirm() {
    try {
      await deleteResume(resume.id);
      onClose();
    } catch (error) {
      showServerError(asApiError(error));
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{intl.formatMessage(messages.deleteTitle)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>
          {intl.formatMessage(deleteMessages.deleteDescription, { title: resume.title })}
        </Dialog.Description>
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
