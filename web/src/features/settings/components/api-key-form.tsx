import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { apiKeyExpiryChoices, type ApiKeyScope, apiKeyScopes } from '@vitae/schema';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { TextField } from '../../../ui/text-field';

const messages = defineMessages({
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
});

const countMessages = defineMessages<{ days: { days: number } }>({
  days: {
    id: 'settings.apiKeys.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
});

const scopeLabels: Record<ApiKeyScope, (typeof messages)[keyof typeof messages]> = {
  read: messages.read,
  write: messages.write,
  print: messages.print,
};

/** What the form asks the server to make. */
export type NewApiKey = {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: number;
  currentPassword?: string;
};

export type ApiKeyFormProps = {
  /** The account has a password, so making a key asks for it. */
  needsPassword: boolean;
  /** Makes the key; true when it was made, and the form empties. */
  onCreate: (key: NewApiKey) => Promise<boolean>;
};

/** Making a key: its name, expiry and scopes, and the current password once a name is typed. */
export function ApiKeyForm({ needsPassword, onCreate }: ApiKeyFormProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiresInDays, setExpiresInDays] = useState(30);
  const [currentPassword, setCurrentPassword] = useState('');
  const [creating, setCreating] = useState(false);

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
      const made = await onCreate({
        name: name.trim(),
        scopes,
        expiresInDays,
        ...(needsPassword ? { currentPassword } : {}),
      });
      if (made) {
        setName('');
        setScopes(['read']);
        setCurrentPassword('');
      }
    } finally {
      setCreating(false);
    }
  }

  return (
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
  );
}
