import { Link, Stack } from '@chakra-ui/react';
import { type PersonalApiKey } from '@vitae/schema';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { type User } from '../../auth/lib/user';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../api/api-keys-api';
import { ApiKeyForm, type NewApiKey } from './api-key-form';
import { ApiKeyList } from './api-key-list';
import { NewApiKeyNotice } from './new-api-key-notice';
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
  copied: { id: 'settings.apiKeys.copied', defaultMessage: 'The key has been copied.' },
  revokedToast: {
    id: 'settings.apiKeys.revokedToast',
    defaultMessage: 'The key has been revoked.',
  },
});

export type ApiKeysSectionProps = { user: User };

/**
 * API Keys (docs/api.md): the account's personal API keys with their last use
 * (api-key-list.tsx), a form to make one (api-key-form.tsx: name, scopes,
 * expiry, the current password), the new secret shown once with a copy button
 * (new-api-key-notice.tsx), and revoking with a confirmation.
 */
export function ApiKeysSection({ user }: ApiKeysSectionProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const showChangeError = useAccountChangeError();
  const [keys, setKeys] = useState<PersonalApiKey[] | undefined>();
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

  async function create(input: NewApiKey): Promise<boolean> {
    try {
      const made = await createApiKey(input);
      setSecret(made.secret);
      setKeys((current) => [made.key, ...(current ?? [])]);
      return true;
    } catch (error) {
      showChangeError(error);
      return false;
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
          <NewApiKeyNotice
            secret={secret}
            onCopy={() => void copy()}
            onDone={() => setSecret(undefined)}
          />
        ) : null}
        <ApiKeyForm needsPassword={hasPassword(user)} onCreate={create} />
        <ApiKeyList
          keys={keys}
          label={intl.formatMessage(messages.title)}
          confirming={confirming}
          onConfirm={setConfirming}
          onRevoke={(id) => void revoke(id)}
        />
      </Stack>
    </SettingsSection>
  );
}
