import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { landingMessages as messages } from '../lib/content';

/** The three headline claims. */
export function Claims() {
  const intl = useIntl();
  const claims = [
    { value: messages.claimFreeValue, body: messages.claimFree },
    { value: messages.claimTrackingValue, body: messages.claimTracking },
    { value: messages.claimTemplatesValue, body: messages.claimTemplates },
  ];
  return (
    <Box as="section" aria-labelledby="claims-title" pb={{ base: '6', md: '10' }}>
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Heading id="claims-title" as="h2" srOnly>
          {intl.formatMessage(messages.claimsTitle)}
        </Heading>
        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="2xl"
          overflow="hidden"
          bg="bg.panel"
        >
          {claims.map((claim, index) => (
            <Stack
              key={claim.value.id}
              gap="2"
              p={{ base: '6', md: '8' }}
              borderTopWidth={{ base: index > 0 ? '1px' : '0', md: '0' }}
              borderLeftWidth={{ base: '0', md: index > 0 ? '1px' : '0' }}
              borderColor="border.muted"
            >
              <Text
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="bold"
                letterSpacing="-0.03em"
                color="brand.fg"
              >
                {intl.formatMessage(claim.value)}
              </Text>
              <Text color="fg.muted">{intl.formatMessage(claim.body)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
