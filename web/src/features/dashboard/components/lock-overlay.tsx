import { Center, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  locked: { id: 'dashboard.resume.locked', defaultMessage: 'Locked' },
});

export type LockOverlayProps = { small?: boolean };

/** Lies over a locked resume's preview (docs/product.md#dashboard). */
export function LockOverlay({ small = false }: LockOverlayProps) {
  const intl = useIntl();
  return (
    <Center
      position="absolute"
      inset="0"
      bg="blackAlpha.600"
      backdropFilter="blur(2px)"
      color="white"
      pointerEvents="none"
      data-testid="lock-overlay"
    >
      <Stack align="center" gap="1">
        <Lock size={small ? 16 : 32} aria-hidden />
        {small ? null : (
          <Text fontSize="sm" fontWeight="semibold">
            {intl.formatMessage(messages.locked)}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
