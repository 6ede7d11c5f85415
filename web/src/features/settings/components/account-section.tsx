import { Badge, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { errorCode } from '../../../lib/api/api-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { type User } from '../../auth/lib/user';
import { verificationMessages } from '../../auth/lib/verification-messages';
import { resendVerification, updateProfile, uploadImage } from '../api/settings-api';
import {
  type AccountField,
  accountIssues,
  type AccountValues,
  accountValuesOf,
  changedFields,
} from '../lib/account-rules';
import {
  accountIssueMessages,
  accountMessages as messages,
  accountValueMessages,
} from './account-messages';
import { AvatarPicker } from './avatar-picker';
import { CurrentPasswordField, hasPassword, useAccountChangeError } from './reauthentication';
import { SettingsSection } from './settings-section';
import { TextField } from './text-field';

export type AccountSectionProps = { user: User };

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
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentMissing, setCurrentMissing] = useState(false);
  const saved = useMemo(() => accountValuesOf(user), [user]);
  const [values, setValues] = useState<AccountValues>(saved);
  const [shown, setShown] = useState<Set<AccountField>>(new Set());
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadIssue, setUploadIssue] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const issues = accountIssues(values);
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;

  const errorOf = (field: AccountField) => {
    const issue = issues[field];
    return issue && shown.has(field) ? intl.formatMessage(accountIssueMessages[issue]) : undefined;
  };
  const set = (field: AccountField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const show = (field: AccountField) => () =>
    setShown((current) => (current.has(field) ? current : new Set(current).add(field)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(issues).length > 0) {
      setShown(new Set(Object.keys(issues) as AccountField[]));
      return;
    }
    if (!dirty || saving) {
      return;
    }
    // A new address needs the current password, and changes only once its link is opened.
    const missing = Boolean(changes.email) && hasPassword(user) && !currentPassword;
    setCurrentMissing(missing);
    if (missing) {
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile(
        changes.email && currentPassword ? { ...changes, currentPassword } : changes,
      );
      userUpdated(updated);
      setValues(accountValuesOf(updated));
      setShown(new Set());
      setCurrentPassword('');
      setCurrentMissing(false);
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

  async function savePicture(picture: string | null) {
    const updated = await updateProfile({ picture });
    userUpdated(updated);
    setValues((current) => ({ ...current, picture: updated.picture ?? '' }));
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
      <form noValidate onSubmit={(event) => void save(event)}>
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
            />
            <Stack flex="1" gap="1" minWidth="0">
              <TextField
                label={intl.formatMessage(messages.picture)}
                type="url"
                name="picture"
                autoComplete="photo"
                // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL's start, not words
                placeholder="https://…"
                value={values.picture}
                onChange={set('picture')}
                onBlur={show('picture')}
                error={errorOf('picture')}
                helper={intl.formatMessage(messages.pictureHelper)}
              />
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
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              onBlur={show('name')}
              error={errorOf('name')}
            />
            <TextField
              label={intl.formatMessage(messages.username)}
              name="username"
              autoComplete="username"
              value={values.username}
              onChange={set('username')}
              onBlur={show('username')}
              error={errorOf('username')}
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
              name="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              onBlur={show('email')}
              error={errorOf('email')}
              labelAddon={verifiedBadge}
            />
            {changes.email && hasPassword(user) ? (
              <CurrentPasswordField
                value={currentPassword}
                missing={currentMissing && !currentPassword}
                onChange={setCurrentPassword}
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
              onClick={() => {
                setValues(saved);
                setShown(new Set());
                setCurrentPassword('');
                setCurrentMissing(false);
              }}
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
