import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { deleteAccount } from '../api/settings-api';
import { deleteAccountForm, deleteAccountMessages, deletionWord } from '../lib/account-forms';
import { SettingsSection } from './settings-section';

const messages = defineMessages({
  title: { id: 'settings.danger.title', defaultMessage: 'Danger Zone' },
  description: {
    id: 'settings.danger.description',
    defaultMessage:
      'Deleting your account removes your resumes, pictures and everything else of yours, at once and for good.',
  },
  delete: { id: 'settings.danger.delete', defaultMessage: 'Delete Account' },
  sure: { id: 'settings.danger.sure', defaultMessage: 'Are you sure?' },
  cancel: { id: 'settings.danger.cancel', defaultMessage: 'Cancel' },
  deleted: {
    id: 'settings.danger.deleted',
    defaultMessage: 'Your account and all your data have been deleted.',
  },
});

/** The word to type is the server's, "delete", in every language. */
const wordMessages = defineMessages<{ confirmation: { word: string } }>({
  confirmation: {
    id: 'settings.danger.confirmation',
    defaultMessage: 'To confirm, type the word {word}',
  },
});

/**
 * Danger Zone (docs/product.md#settings): a two-step delete. The first click turns the button into
 * "Are you sure?" and asks for the word delete; then the account is deleted and
 * the person is signed out and sent to /.
 */
export function DangerZoneSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const showServerError = useServerErrorToast();
  const [armed, setArmed] = useState(false);
  const form = useSchemaForm(deleteAccountForm, {
    defaultValues: { confirmation: '' },
    messages: deleteAccountMessages,
  });
  const [deleting, setDeleting] = useState(false);

  function submit(event: FormEvent) {
    if (!armed) {
      // The first click only asks for the word.
      event.preventDefault();
      setArmed(true);
      return;
    }
    void form.handleSubmit(remove)(event);
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteAccount();
    } catch (error) {
      showServerError(error);
      setDeleting(false);
      return;
    }
    toaster.create({ type: 'success', title: intl.formatMessage(messages.deleted) });
    // To / first, so the signed-in pages' guard does not send the person to the login page.
    await navigate('/', { replace: true });
    await signOut();
  }

  const issue = form.errorMessage('confirmation');

  return (
    <SettingsSection
      id="danger-zone"
      tone="danger"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          {armed ? (
            <Box maxWidth={{ md: 'sm' }}>
              <TextField
                label={intl.formatMessage(wordMessages.confirmation, { word: deletionWord })}
                autoFocus
                autoComplete="off"
                placeholder={deletionWord}
                registration={form.register('confirmation')}
                error={issue && intl.formatMessage(issue, { word: deletionWord })}
              />
            </Box>
          ) : null}
          <Flex gap="3" justify={{ base: 'stretch', md: 'flex-start' }} wrap="wrap">
            <Button
              type="submit"
              colorPalette="red"
              variant={armed ? 'solid' : 'outline'}
              loading={deleting}
            >
              {intl.formatMessage(armed ? messages.sure : messages.delete)}
            </Button>
            {armed ? (
              <Button
                type="button"
                variant="ghost"
                disabled={deleting}
                onClick={() => {
                  setArmed(false);
                  form.reset();
                }}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            ) : null}
          </Flex>
        </Stack>
      </form>
    </SettingsSection>
  );
}
