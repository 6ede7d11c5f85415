import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import { type User } from '../../auth/lib/user';
import { changePassword } from '../api/settings-api';
import { passwordChangeForm, passwordChangeMessages } from '../lib/account-forms';
import { CurrentPasswordField, hasPassword, useAccountChangeError } from './reauthentication';
import { SettingsSection } from './settings-section';
import { TwoFactorDialog, useTwoFactorDialog } from './two-factor-dialog';

const messages = defineMessages({
  title: { id: 'settings.security.title', defaultMessage: 'Security' },
  description: {
    id: 'settings.security.description',
    defaultMessage: 'Change your password and protect your account with a second step at sign-in.',
  },
  passwordHeading: { id: 'settings.security.passwordHeading', defaultMessage: 'Password' },
  password: { id: 'settings.security.password', defaultMessage: 'New Password' },
  confirmation: { id: 'settings.security.confirmation', defaultMessage: 'Confirm New Password' },
  changePassword: { id: 'settings.security.changePassword', defaultMessage: 'Change Password' },
  passwordChanged: {
    id: 'settings.security.passwordChanged',
    defaultMessage: 'Your password has been changed.',
  },
  passwordChangedDetail: {
    id: 'settings.security.passwordChangedDetail',
    defaultMessage: 'Other devices signed in to your account have been signed out.',
  },
  twoFactorHeading: {
    id: 'settings.security.twoFactorHeading',
    defaultMessage: 'Two-Factor Authentication',
  },
  twoFactorOn: {
    id: 'settings.security.twoFactorOn',
    defaultMessage:
      'Two-factor authentication is on. Signing in asks for a code from your authenticator app, or one of your backup codes.',
  },
  twoFactorOff: {
    id: 'settings.security.twoFactorOff',
    defaultMessage:
      'Add a second step to signing in: a six-digit code from an authenticator app on your phone.',
  },
  enabled: { id: 'settings.security.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'settings.security.disabled', defaultMessage: 'Disabled' },
  enable: { id: 'settings.security.enable', defaultMessage: 'Enable 2FA' },
  disable: { id: 'settings.security.disable', defaultMessage: 'Disable 2FA' },
});

export type SecuritySectionProps = { user: User };

const empty = { currentPassword: '', password: '', confirmation: '' };

/** Security (docs/product.md#settings): change password, and two-factor setup through its dialog. */
export function SecuritySection({ user }: SecuritySectionProps) {
  const intl = useIntl();
  const showError = useAccountChangeError();
  const needsPassword = hasPassword(user);
  const schema = useMemo(() => passwordChangeForm(needsPassword), [needsPassword]);
  const form = useSchemaForm(schema, {
    defaultValues: empty,
    messages: passwordChangeMessages,
  });
  const [saving, setSaving] = useState(false);
  const twoFactor = useTwoFactorDialog();
  const [currentPassword, password, confirmation] = form.watch([
    'currentPassword',
    'password',
    'confirmation',
  ]);

  async function change(values: { currentPassword: string; password: string }) {
    setSaving(true);
    try {
      await changePassword(values.password, values.currentPassword);
      form.reset(empty);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(messages.passwordChanged),
        description: intl.formatMessage(messages.passwordChangedDetail),
      });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) =>
    saving ? event.preventDefault() : form.handleSubmit(change)(event);

  return (
    <SettingsSection
      id="security"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Stack gap="8">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <Text as="h3" fontWeight="semibold" textStyle="md">
              {intl.formatMessage(messages.passwordHeading)}
            </Text>
            {/* Lets password managers file the new password under the right account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user.username}
              readOnly
              hidden
            />
            {needsPassword ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <CurrentPasswordField
                  registration={form.register('currentPassword')}
                  error={form.errorText('currentPassword')}
                />
              </SimpleGrid>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                label={intl.formatMessage(messages.password)}
                type="password"
                autoComplete="new-password"
                // The confirmation's "do not match" follows the new password too.
                registration={form.register('password', { deps: ['confirmation'] })}
                error={form.errorText('password')}
              />
              <TextField
                label={intl.formatMessage(messages.confirmation)}
                type="password"
                autoComplete="new-password"
                registration={form.register('confirmation')}
                error={form.errorText('confirmation')}
              />
            </SimpleGrid>
            <HStack justify="flex-end">
              <Button
                type="submit"
                loading={saving}
                disabled={!password && !confirmation && !currentPassword}
              >
                {intl.formatMessage(messages.changePassword)}
              </Button>
            </HStack>
          </Stack>
        </form>

        <Box borderTopWidth="1px" paddingTop="6">
          <Flex
            gap="4"
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'center' }}
            justify="space-between"
          >
            <Stack gap="1.5" maxWidth="prose">
              <HStack gap="2">
                <Text as="h3" fontWeight="semibold" textStyle="md">
                  {intl.formatMessage(messages.twoFactorHeading)}
                </Text>
                <Badge
                  size="sm"
                  variant="subtle"
                  colorPalette={user.twoFactorEnabled ? 'green' : 'gray'}
                >
                  {user.twoFactorEnabled ? (
                    <ShieldCheck size={12} aria-hidden />
                  ) : (
                    <ShieldOff size={12} aria-hidden />
                  )}
                  {intl.formatMessage(user.twoFactorEnabled ? messages.enabled : messages.disabled)}
                </Badge>
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {intl.formatMessage(
                  user.twoFactorEnabled ? messages.twoFactorOn : messages.twoFactorOff,
                )}
              </Text>
            </Stack>
            {user.twoFactorEnabled ? (
              <Button
                variant="outline"
                colorPalette="red"
                flexShrink={0}
                onClick={twoFactor.openDelete}
              >
                {intl.formatMessage(messages.disable)}
              </Button>
            ) : (
              <Button variant="outline" flexShrink={0} onClick={twoFactor.openCreate}>
                {intl.formatMessage(messages.enable)}
              </Button>
            )}
          </Flex>
        </Box>
      </Stack>
      <TwoFactorDialog actor={twoFactor.actor} user={user} />
    </SettingsSection>
  );
}
