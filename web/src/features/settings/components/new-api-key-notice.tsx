import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  secretNotice: {
    id: 'settings.apiKeys.secretNotice',
    defaultMessage: 'Copy your new key now. You will not be able to see it again.',
  },
  copy: { id: 'settings.apiKeys.copy', defaultMessage: 'Copy' },
  done: { id: 'settings.apiKeys.done', defaultMessage: 'Done' },
});

export type NewApiKeyNoticeProps = {
  secret: string;
  onCopy: () => void;
  onDone: () => void;
};

/** A key just made: its secret, shown this once, with Copy and Done. */
export function NewApiKeyNotice({ secret, onCopy, onDone }: NewApiKeyNoticeProps) {
  const intl = useIntl();
  return (
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
          <Button variant="outline" onClick={onCopy}>
            <Copy size={16} aria-hidden />
            {intl.formatMessage(messages.copy)}
          </Button>
          <Button onClick={onDone}>{intl.formatMessage(messages.done)}</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
