import {
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  Field,
  Flex,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  apiKeyExpiryChoices,
  type ApiKeyScope,
  apiKeyScopes,
  type PersonalApiKey,
} from '@vitae/schema';
import { Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { errorColor, TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import { type User } from '../../auth/lib/user';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../api/api-keys-api';
import { hasPassword, useAccountChangeError } from './reauthentication';
import { SettingsSection } from './settings-section';

const messages = defineMessages({
  title: { id: 'settings.apiKeys.title', defaultMessage: 'API Keys' },
  description: {
    id: 'settings.apiKeys.description',
    defaultMessage:
      'Let scripts and other programs use your resumes through the API. A key acts as you, only within the scopes you choose.',
  },
  reference: { id: 'settings.apiKeys.reference', defaultMessage: 'API reference' },
  name: { id: 'settings.apiKeys.name', defaultMessage: 'Key Name' },
  nameRequired: { id: 'settings.apiKeys.nameRequired', defaultMessage: 'Give the key a name.' },
  scopes: { id: 'settings.apiKeys.scopes', defaultMessage: 'Scopes' },
  read: { id: 'settings.apiKeys.scope.read', defaultMessage: 'Read your resumes and profile' },
  write: {
    id: 'settings.apiKeys.scope.write',
    defaultMessage: 'Create, change and delete resumes',
  },
  print: { id: 'settings.apiKeys.scope.print', defaultMessage: 'Print PDFs and previews' },
  expiry: { id: 'settings.apiKeys.expiry', defaultMessage: 'Expires after' },
  currentPassword: {
    id: 'settings.apiKeys.currentPassword',
    defaultMessage: 'Current Password',
  },
  create: { id: 'settings.apiKeys.create', defaultMessage: 'Create Key' },
  secretNotice: {
    id: 'settings.apiKeys.secretNotice',
    defaultMessage: 'Copy your new key now. You will not be able to see it again.',
  },
  copy: { id: 'settings.apiKeys.copy', defaultMessage: 'Copy' },
  copied: { id: 'settings.apiKeys.copied', defaultMessage: 'The key has been copied.' },
  done: { id: 'settings.apiKeys.done', defaultMessage: 'Done' },
  empty: { id: 'settings.apiKeys.empty', defaultMessage: 'You have no API keys yet.' },
  neverUsed: { id: 'settings.apiKeys.neverUsed', defaultMessage: 'Never used' },
  revoked: { id: 'settings.apiKeys.revoked', defaultMessage: 'Revoked' },
  expired: { id: 'settings.apiKeys.expired', defaultMessage: 'Expired' },
  revoke: { id: 'settings.apiKeys.revoke', defaultMessage: 'Revoke' },
  confirmRevoke: {
    id: 'settings.apiKeys.confirmRevoke',
    defaultMessage: 'Revoke this key? Programs using it stop working at once.',
  },
  cancel: { id: 'settings.apiKeys.cancel', defaultMessage: 'Cancel' },
  revokedToast: {
    id: 'settings.apiKeys.revokedToast',
    defaultMessage: 'The key has been revoked.',
  },
});

const countMessages = defineMessages<{ days: { days: number } }>({
  days: {
    id: 'settings.apiKeys.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
});

const dateMessages = defineMessages<{
  lastUsed: { date: string };
  expires: { date: string };
}>({
  lastUsed: { id: 'settings.apiKeys.lastUsed', defaultMessage: 'Last used {date}' },
  expires: { id: 'settings.apiKeys.expires', defaultMessage: 'Expires {date}' },
});

const scopeLabels: Record<ApiKeyScope, (typeof messages)[keyof typeof messages]> = {
  read: messages.read,
  write: messages.write,
  print: messages.print,
};

/** After a key's prefix: the rest is not shown. */
const ellipsis = '…';

/** Between a key's last use and its expiry. */
const separator = ' · ';

export type ApiKeysSectionProps = { user: User };

/**
 * API Keys (docs/api.md): the account's personal API keys with their last use,
 * a form to make one (name, scopes, expiry, the current password), the new
 * secret shown once with a copy button, and revoking with a confirmation.
 */
export function ApiKeysSection({ user }: ApiKeysSectionProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const showChangeError = useAccountChangeError();
  const needsPassword = hasPassword(user);
  const [keys, setKeys] = useState<PersonalApiKey[] | undefined>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiresInDays, setExpiresInDays] = useState(30);
  const [currentPassword, setCurrentPassword] = useState('');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | undefined>();

  const load = useCallback(async () => {
    try {
      setKeys(await fetchApiKeys());
    } catch (error) {
      showServerError(error);
    }
  }, [showServerError]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (creating) {
      return;
    }
    if (!name.trim()) {
      setNameError(intl.formatMessage(messages.nameRequired));
      return;
    }
    setCreating(true);
    try {
      const made = await createApiKey({
        name: name.trim(),
        scopes,
        expiresInDays,
        ...(needsPassword ? { currentPassword } : {}),
      });
      setSecret(made.secret);
      setName('');
      setScopes(['read']);
      setCurrentPassword('');
      setKeys((current) => [made.key, ...(current ?? [])]);
    } catch (error) {
      showChangeError(error);
    } finally {
      setCreating(false);
    }
  }

  async function revoke(id: string) {
    try {
      const revoked = await revokeApiKey(id);
      setKeys((current) => current?.map((key) => (key.id === id ? revoked : key)));
      setConfirming(undefined);
      toaster.create({ type: 'success', title: intl.formatMessage(messages.revokedToast) });
    } catch (error) {
      showServerError(error);
    }
  }

  async function copy() {
    if (!secret) {
      return;
    }
    try {
      await navigator.clipboard.writeText(secret);
      toaster.create({ type: 'success', title: intl.formatMessage(messages.copied) });
    } catch (error) {
      // No clipboard (an insecure origin, a denied permission): the key stays on screen to select.
      showServerError(error);
    }
  }

  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });

  return (
    <SettingsSection
      id="api-keys"
      title={intl.formatMessage(messages.title)}
      description={
        <>
          {intl.formatMessage(messages.description)}{' '}
          <Link
            href="/api/docs"
            color="brand.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
          >
            {intl.formatMessage(messages.reference)}
          </Link>
        </>
      }
    >
      <Stack gap="6">
        {secret ? (
          <Box borderWidth="1px" borderColor="border.success" borderRadius="lg" padding="4">
            <Stack gap="3">
              <Text fontWeight="medium">{intl.formatMessage(messages.secretNotice)}</Text>
              <Code
                data-testid="api-key-secret"
                dir="ltr"
                padding="2"
                fontSize="sm"
                wordBreak="break-all"
                whiteSpace="normal"
              >
                {secret}
              </Code>
              <HStack justify="flex-end">
                <Button variant="outline" onClick={() => void copy()}>
                  <Copy size={16} aria-hidden />
                  {intl.formatMessage(messages.copy)}
                </Button>
                <Button onClick={() => setSecret(undefined)}>
                  {intl.formatMessage(messages.done)}
                </Button>
              </HStack>
            </Stack>
          </Box>
        ) : null}

        <form noValidate onSubmit={(event) => void create(event)}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                label={intl.formatMessage(messages.name)}
                value={name}
                onChange={(value) => {
                  setName(value);
                  setNameError(undefined);
                }}
                maxLength={60}
                error={nameError}
              />
              <Field.Root>
                <Field.Label>{intl.formatMessage(messages.expiry)}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={String(expiresInDays)}
                    onChange={(event) => setExpiresInDays(Number(event.currentTarget.value))}
                  >
                    {apiKeyExpiryChoices.map((days) => (
                      <option key={days} value={days}>
                        {intl.formatMessage(countMessages.days, { days })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Box as="fieldset">
              <Text as="legend" fontWeight="medium" textStyle="sm" marginBottom="2">
                {intl.formatMessage(messages.scopes)}
              </Text>
              <Flex gap={{ base: '2', md: '6' }} direction={{ base: 'column', md: 'row' }}>
                {apiKeyScopes.map((scope) => (
                  <Checkbox.Root
                    key={scope}
                    checked={scopes.includes(scope)}
                    onCheckedChange={(change) =>
                      setScopes((current) =>
                        change.checked === true
                          ? apiKeyScopes.filter((one) => one === scope || current.includes(one))
                          : current.filter((one) => one !== scope),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{intl.formatMessage(scopeLabels[scope])}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </Box>
            {/* Asked for once a key is being made, as beside a changed email. */}
            {needsPassword && name.trim() ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField
                  label={intl.formatMessage(messages.currentPassword)}
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={setCurrentPassword}
                />
              </SimpleGrid>
            ) : null}
            <HStack justify="flex-end">
              <Button type="submit" loading={creating} disabled={scopes.length === 0}>
                <KeyRound size={16} aria-hidden />
                {intl.formatMessage(messages.create)}
              </Button>
            </HStack>
          </Stack>
        </form>

        <Box borderTopWidth="1px" paddingTop="5">
          {keys && keys.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(messages.empty)}</Text>
          ) : null}
          <Stack
            as="ul"
            gap="3"
            listStyleType="none"
            aria-label={intl.formatMessage(messages.title)}
          >
            {(keys ?? []).map((key) => {
              const ended = key.revokedAt
                ? messages.revoked
                : Date.parse(key.expiresAt) <= Date.now()
                  ? messages.expired
                  : undefined;
              return (
                <Box as="li" key={key.id} borderWidth="1px" borderRadius="lg" padding="4">
                  <Flex
                    gap="3"
                    direction={{ base: 'column', md: 'row' }}
                    justify="space-between"
                    align={{ base: 'stretch', md: 'center' }}
                  >
                    <Stack gap="1" minWidth="0">
                      <HStack gap="2" wrap="wrap">
                        <Text id={`api-key-${key.id}`} fontWeight="semibold">
                          {key.name}
                        </Text>
                        <Code dir="ltr" fontSize="xs">
                          {key.prefix + ellipsis}
                        </Code>
                        {key.scopes.map((scope) => (
                          <Badge key={scope} size="sm" variant="subtle">
                            {scope}
                          </Badge>
                        ))}
                        {ended ? (
                          <Badge size="sm" variant="subtle" colorPalette="red">
                            {intl.formatMessage(ended)}
                          </Badge>
                        ) : null}
                      </HStack>
                      <Text color="fg.muted" textStyle="sm">
                        {key.lastUsedAt
                          ? intl.formatMessage(dateMessages.lastUsed, {
                              date: date(key.lastUsedAt),
                            })
                          : intl.formatMessage(messages.neverUsed)}
                        {separator}
                        {intl.formatMessage(dateMessages.expires, { date: date(key.expiresAt) })}
                      </Text>
                    </Stack>
                    {ended ? null : confirming === key.id ? (
                      <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} maxWidth="sm">
                        <Text textStyle="sm" color={errorColor}>
                          {intl.formatMessage(messages.confirmRevoke)}
                        </Text>
                        <HStack justify="flex-end">
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setConfirming(undefined)}
                          >
                            {intl.formatMessage(messages.cancel)}
                          </Button>
                          <Button size="sm" colorPalette="red" onClick={() => void revoke(key.id)}>
                            {intl.formatMessage(messages.revoke)}
                          </Button>
                        </HStack>
                      </Stack>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        flexShrink={0}
                        aria-describedby={`api-key-${key.id}`}
                        onClick={() => setConfirming(key.id)}
                      >
                        {intl.formatMessage(messages.revoke)}
                      </Button>
                    )}
                  </Flex>
                </Box>
              );
            })}
          </Stack>
        </Box>
      </Stack>
    </SettingsSection>
  );
}
