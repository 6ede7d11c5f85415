import { Badge, Box, Button, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { type PersonalApiKey } from '@vitae/schema';
import { defineMessages, useIntl } from 'react-intl';

import { errorColor } from '../../../ui/text-field';

const messages = defineMessages({
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
});

const dateMessages = defineMessages<{
  lastUsed: { date: string };
  expires: { date: string };
}>({
  lastUsed: { id: 'settings.apiKeys.lastUsed', defaultMessage: 'Last used {date}' },
  expires: { id: 'settings.apiKeys.expires', defaultMessage: 'Expires {date}' },
});

/** After a key's prefix: the rest is not shown. */
const ellipsis = '…';

/** Between a key's last use and its expiry. */
const separator = ' · ';

export type ApiKeyListProps = {
  /** Undefined while they load. */
  keys: PersonalApiKey[] | undefined;
  /** The list's accessible name. */
  label: string;
  /** The key whose revoking waits for a confirmation, if any. */
  confirming: string | undefined;
  onConfirm: (id: string | undefined) => void;
  onRevoke: (id: string) => void;
};

/**
 * The account's API keys: name, prefix, scopes, whether it ended, its last
 * use and expiry; a live key's Revoke asks for a confirmation in place.
 */
export function ApiKeyList({ keys, label, confirming, onConfirm, onRevoke }: ApiKeyListProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <Box borderTopWidth="1px" paddingTop="5">
      {keys && keys.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(messages.empty)}</Text>
      ) : null}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
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
                      ? intl.formatMessage(dateMessages.lastUsed, { date: date(key.lastUsedAt) })
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
                      <Button size="sm" variant="ghost" onClick={() => onConfirm(undefined)}>
                        {intl.formatMessage(messages.cancel)}
                      </Button>
                      <Button size="sm" colorPalette="red" onClick={() => onRevoke(key.id)}>
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
                    onClick={() => onConfirm(key.id)}
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
  );
}
