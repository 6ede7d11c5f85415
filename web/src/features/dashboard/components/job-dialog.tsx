import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { ApiError } from '../../../lib/api/api-error';
import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import {
  jobFormSchema,
  type JobFormValues,
  jobIssueMessages,
  refusedJobFields,
  today,
} from '../../../lib/jobs/job-form';
import { JobFields } from '../../../ui/job-fields';
import { useCopyResumeForJob } from '../hooks/use-copy-resume-for-job';
import { CloseX } from './dialog-close';
import { messages as dialogMessages } from './resume-dialog-messages';

const messages = defineMessages<{ description: { title: string } }>({
  description: {
    id: 'dashboard.jobDialog.description',
    defaultMessage:
      'A private copy of "{title}" aimed at this job. It stays linked to "{title}", so it can take its later changes part by part.',
  },
});

const plainMessages = defineMessages({
  title: { id: 'dashboard.jobDialog.title', defaultMessage: 'Copy for a job' },
  submit: { id: 'dashboard.jobDialog.submit', defaultMessage: 'Make the copy' },
});

export type JobDialogProps = {
  resume: ResumeSummary;
  open: boolean;
  onClose: () => void;
};

/**
 * Copy for a job (docs/web.md#tailored-copies-on-the-dashboard): the posting,
 * company, role and date (today unless changed); on submit a private copy
 * linked to `resume`, which the list then shows right after it. A field the
 * server refuses shows its words under it, and nothing typed is lost.
 */
export function JobDialog({ resume, open, onClose }: JobDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const showServerError = useServerErrorToast();
  const { copyResumeForJob, copying } = useCopyResumeForJob();
  const form = useSchemaForm(jobFormSchema, {
    defaultValues: { posting: '', company: '', role: '', date: today() },
    messages: jobIssueMessages,
  });

  const save = async (job: JobFormValues) => {
    try {
      await copyResumeForJob(resume.id, job);
      onClose();
    } catch (error) {
      const apiError = asApiError(error);
      const refused = apiError instanceof ApiError ? refusedJobFields(apiError) : [];
      if (refused.length === 0) {
        showServerError(apiError);
      }
      refused.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{intl.formatMessage(plainMessages.title)}</Dialog.Title>
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {intl.formatMessage(messages.description, { title: resume.title })}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={formId}
                noValidate
                onSubmit={(event) => void form.handleSubmit(save)(event)}
              >
                <JobFields form={form} />
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{intl.formatMessage(dialogMessages.cancel)}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} loading={copying}>
                {intl.formatMessage(plainMessages.submit)}
              </Button>
            </Dialog.Footer>
            <CloseX />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
