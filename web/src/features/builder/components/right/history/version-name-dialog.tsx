import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import { ApiError } from '../../../../../lib/api/api-error';
import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../../../lib/forms/use-schema-form';
import { TextField } from '../../../../../ui/text-field';
import { historyMessages as messages } from './history-messages';
import {
  versionNameFormMessages,
  versionNameFormSchema,
  versionNameMaxLength,
} from './version-name-form';

export type VersionNameDialogProps = {
  open: boolean;
  /** The dialog's title ("Save this version as…", "Rename this version"). */
  title: string;
  name: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
};

/** Names a version: 1 to 100 characters, each refusal in words (docs/resume.md#history). */
export function VersionNameDialog({
  open,
  title,
  name,
  onSubmit,
  onClose,
}: VersionNameDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <NameForm name={name} onSubmit={onSubmit} onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NameForm({
  name,
  onSubmit,
  onClose,
}: Pick<VersionNameDialogProps, 'name' | 'onSubmit' | 'onClose'>) {
  const intl = useIntl();
  const formId = useId();
  const showServerError = useServerErrorToast();
  const form = useSchemaForm(versionNameFormSchema, {
    defaultValues: { name },
    messages: versionNameFormMessages,
  });
  const submit = form.handleSubmit(async ({ name: next }) => {
    try {
      await onSubmit(next);
      onClose();
    } catch (error) {
      const failure = asApiError(error);
      if (failure instanceof ApiError && failure.code === 'BAD_USER_INPUT') {
        form.setError('name', { type: 'server', message: failure.message });
      } else {
        showServerError(failure);
      }
    }
  });
  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={intl.formatMessage(messages.nameLabel)}
            registration={form.register('name')}
            error={form.errorText('name', { max: intl.formatNumber(versionNameMaxLength) })}
            required
          />
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Dialog.Footer>
    </>
  );
}
