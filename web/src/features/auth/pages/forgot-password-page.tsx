import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type z } from 'zod';

import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { FormFooterLink } from '../components/form-footer-link';
import { forgotPasswordForm, forgotPasswordMessages } from '../lib/auth-forms';

const messages = defineMessages({
  documentTitle: { id: 'auth.forgot.documentTitle', defaultMessage: 'Forgot password' },
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  description: {
    id: 'auth.forgot.description',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to reset your password.',
  },
  email: { id: 'auth.forgot.email', defaultMessage: 'Email' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Send reset link' },
  back: { id: 'auth.forgot.back', defaultMessage: 'Back to sign in' },
  sentTitle: { id: 'auth.forgot.sentTitle', defaultMessage: "You've got mail!" },
});

const sentMessages = defineMessages<{ sentBody: { email: string } }>({
  sentBody: {
    id: 'auth.forgot.sentBody',
    defaultMessage:
      'If an account exists for {email}, a link to reset its password is on its way. It works once, within the hour.',
  },
});

type ForgotPasswordValues = z.output<typeof forgotPasswordForm>;

/** Forgot-password (docs/product.md#auth-screens): an email, then the "You've got mail!" notice. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const showError = useServerErrorToast();
  const form = useSchemaForm(forgotPasswordForm, {
    defaultValues: { email: '' },
    messages: forgotPasswordMessages,
  });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async ({ email }: ForgotPasswordValues) => {
    setBusy(true);
    try {
      await api('/auth/forgot-password', { method: 'POST', body: { email } });
      setSentTo(email);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) =>
    busy ? event.preventDefault() : form.handleSubmit(send)(event);

  if (sentTo) {
    return (
      <Stack gap="6" role="status">
        <Box
          alignSelf="flex-start"
          p="3"
          borderRadius="xl"
          bg="brand.subtle"
          color="brand.fg"
          borderWidth="1px"
          borderColor="brand.muted"
        >
          <MailCheck aria-hidden size={28} />
        </Box>
        <Stack gap="2">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {intl.formatMessage(messages.sentTitle)}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {intl.formatMessage(sentMessages.sentBody, { email: sentTo })}
          </Text>
        </Stack>
        <FormFooterLink label={intl.formatMessage(messages.back)} to="/auth/login" />
      </Stack>
    );
  }

  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.description)}
      </AuthHeading>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          registration={form.register('email')}
          error={form.errorText('email')}
          autoComplete="email"
          size="lg"
          autoFocus
        />
        <Button type="submit" size="lg" loading={busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
        <FormFooterLink label={intl.formatMessage(messages.back)} to="/auth/login" />
      </AuthForm>
    </>
  );
}
