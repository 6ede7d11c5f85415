import { Box, HStack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { useIntl } from 'react-intl';

import { landingMessages as messages } from '../lib/content';

/** Shown only inside the November 2023 window (promotion.ts). */
export function PromotionBanner() {
  const intl = useIntl();
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage(messages.promotionLabel)}
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2.5"
      textAlign="center"
      fontSize="sm"
      fontWeight="medium"
    >
      <HStack justifyContent="center" gap="2">
        <Megaphone size={16} aria-hidden />
        <Text>{intl.formatMessage(messages.promotion)}</Text>
      </HStack>
    </Box>
  );
}
