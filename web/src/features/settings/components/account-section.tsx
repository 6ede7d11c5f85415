import { Badge, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { errorCode } from '../../../lib/api/api-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { pictureIssueText, pictureLimitText } from '../../../lib/images/picture-messages';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { type User } from '../../auth/lib/user';
import { verificationMessages } from '../../auth/lib/verification-messages';
import { resendVerification, updateProfile, uploadImage } from '../api/settings-api';
import { accountForm, accountFormMessages } from '../lib/account-forms';
import { type AccountValues, accountValuesOf, changedFields } from '../lib/account-rules';
import { accountMessages as messages, accountValueMessages } from './account-messages';
import { AvatarPicker } from './avatar-picker';
import { CurrentPasswordField, hasPassword, useAccountChangeError } from './reauthentication';
import { SettingsSection } from './settings-section';

export type AccountSectionProps = { user: User };

/** The form's values for saved account values: the current password is typed afresh. */
function withoutPassword(values: AccountValues) {
  return { ...values, currentPassword: '' };
}

/** Storage's own refusals of a picture (docs/storage.md), worded at the avatar. */
const uploadIssueMessages: Record<string, keyof typeof messages> = {
  UnsupportedImageType: 'pictureUnsupported',
  ImageTooLarge: 'pictureTooLarge',
  ImageUnreadable: 'pictureUnreadable',
};

/**
 * Account (docs/product.md#settings): name, username, email and picture, saved only when changed,
 * Discard to reset; Verified or Unverified with a resend link; the avatar
 * uploads or clears the picture.
 */
export function AccountSection({ user }: AccountSectionProps) {
  const intl = useIntl();
  const { userUpdated } = useSession();
  const showServerError = useServerErrorToast();
  const showChangeError = useAccountChangeError();
  const saved = useMemo(() => accountValuesOf(user), [user]);
  const needsPassword = hasPassword(user);
  const schema = useMemo(
    () => accountForm({ savedEmail: saved.email, needsPassword }),
    [saved.email, needsPassword],
  );
  // A field's problem shows once the person leaves it or tries to save, then follows the typing.
  const form = useSchemaForm(schema, {
    defaultValues: withoutPassword(saved),
    messages: accountFormMessages,
    mode: 'onTouched',
  });
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadIssue, setUploadIssue] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const values = form.watch();
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;
  // A new address needs the current password (docs/auth.md, "Re-authentication"), asked for
  // only once the person tries to save: leaving its field empty says nothing yet.
  const currentPassword = {
    ...form.register('currentPassword'),
    onBlur: () => Promise.resolve(),
  };

  async function save(entered: AccountValues & { currentPassword: string }) {
    const changes = changedFields(saved, entered);
    if (Object.keys(changes).length === 0) {
      return;
    }
    setSaving(true);
    try {
      // A new address changes only once the link mailed to it is opened.
      const updated = await updateProfile(
        changes.email && entered.currentPassword
          ? { ...changes, currentPassword: entered.currentPassword }
          : changes,
      );
      userUpdated(updated);
      form.reset(withoutPassword(accountValuesOf(updated)));
      toaster.create({
        type: 'success',
        title: intl.formatMessage(messages.saved),
        description: changes.email ? intl.formatMessage(messages.emailChanged) : undefined,
      });
    } catch (error) {
      // What the person typed stays, so they can fix it (a taken username) and save again.
      showChangeError(error);
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) =>
    saving ? event.preventDefault() : form.handleSubmit(save)(event);

  async function savePicture(picture: string | null) {
    const updated = await updateProfile({ picture });
    userUpdated(updated);
    // The other fields keep what is being typed in them.
    form.setValue('picture', updated.picture ?? '', { shouldValidate: true });
  }

  async function upload(file: File) {
    setUploading(true);
    setUploadIssue(null);
    try {
      await savePicture(await uploadImage(file));
      toaster.create({ type: 'success', title: intl.formatMessage(messages.pictureSaved) });
    } catch (error) {
      if (!showServerError(error)) {
        const key = uploadIssueMessages[errorCode(error) ?? ''] ?? 'pictureFailed';
        setUploadIssue(intl.formatMessage(messages[key]));
      }
    } finally {
      setUploading(false);
    }
  }

  async function clearPicture() {
    setUploading(true);
    setUploadIssue(null);
    try {
      await savePicture(null);
      toaster.create({ type: 'success', title: intl.formatMessage(messages.pictureRemoved) });
    } catch (error) {
      showServerError(error);
    } finally {
      setUploading(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await resendVerification();
      toaster.create({ type: 'success', title: intl.formatMessage(verificationMessages.resent) });
    } catch (error) {
      showServerError(error);
    } finally {
      setResending(false);
    }
  }

  const verifiedBadge = user.emailVerified ? (
    <Badge colorPalette="green" variant="subtle" marginStart="2" size="sm">
      <BadgeCheck size={12} aria-hidden />
      {intl.formatMessage(messages.verified)}
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle" marginStart="2" size="sm">
      <CircleAlert size={12} aria-hidden />
      {intl.formatMessage(messages.unverified)}
    </Badge>
  );

  return (
    <SettingsSection
      id="account"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="6">
          <Flex gap={{ base: '4', md: '6' }} align={{ base: 'flex-start', sm: 'center' }}>
            <AvatarPicker
              name={values.name || user.name}
              picture={values.picture}
              busy={uploading}
              uploadLabel={intl.formatMessage(messages.upload)}
              removeLabel={intl.formatMessage(messages.remove)}
              busyLabel={intl.formatMessage(messages.uploading)}
              onClear={() => void clearPicture()}
              onFile={(file) => void upload(file)}
              onIssue={(issue, file) => setUploadIssue(pictureIssueText(intl, issue, file))}
            />
            <Stack flex="1" gap="1" minWidth="0">
              <TextField
                label={intl.formatMessage(messages.picture)}
                type="url"
                autoComplete="photo"
                // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
                placeholder="https://…"
                registration={form.register('picture')}
                error={form.errorText('picture')}
                helper={intl.formatMessage(messages.pictureHelper)}
              />
              <Text color="fg.muted" textStyle="xs">
                {pictureLimitText(intl)}
              </Text>
              {uploadIssue ? (
                <Text role="alert" color="fg.error" textStyle="sm">
                  {uploadIssue}
                </Text>
              ) : null}
            </Stack>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              label={intl.formatMessage(messages.name)}
              autoComplete="name"
              registration={form.register('name')}
              error={form.errorText('name')}
            />
            <TextField
              label={intl.formatMessage(messages.username)}
              autoComplete="username"
              registration={form.register('username')}
              error={form.errorText('username')}
              helper={intl.formatMessage(accountValueMessages.usernameHelper, {
                origin: window.location.host,
                username: values.username || user.username,
              })}
            />
          </SimpleGrid>
          <Stack gap="2">
            <TextField
              label={intl.formatMessage(messages.email)}
              type="email"
              autoComplete="email"
              inputMode="email"
              registration={form.register('email')}
              error={form.errorText('email')}
              labelAddon={verifiedBadge}
            />
            {changes.email && needsPassword ? (
              <CurrentPasswordField
                registration={currentPassword}
                error={form.errorText('currentPassword')}
              />
            ) : null}
            {!user.emailVerified ? (
              <Button
                alignSelf="flex-start"
                variant="plain"
                size="sm"
                paddingX="0"
                height="auto"
                color="brand.fg"
                textDecoration="underline"
                textUnderlineOffset="3px"
                loading={resending}
                onClick={() => void resend()}
              >
                {intl.formatMessage(messages.resend)}
              </Button>
            ) : null}
          </Stack>
          <HStack justify="flex-end" gap="3" borderTopWidth="1px" paddingTop="5">
            <Button
              type="button"
              variant="outline"
              disabled={!dirty || saving}
              onClick={() => form.reset(withoutPassword(saved))}
            >
              {intl.formatMessage(messages.discard)}
            </Button>
            <Button type="submit" disabled={!dirty} loading={saving}>
              {intl.formatMessage(messages.save)}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SettingsSection>
  );
}
