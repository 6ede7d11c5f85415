import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { landingMessages as messages } from '../lib/content';

export function Mission() {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="mission-title" py={{ base: '16', md: '24' }}>
      <Container maxWidth="4xl" px={{ base: '5', md: '6' }}>
        <Stack
          gap="6"
          alignItems="center"
          textAlign="center"
          px={{ base: '6', md: '16' }}
          py={{ base: '12', md: '16' }}
          borderRadius="3xl"
          bgGradient="to-br"
          gradientFrom={{ base: 'brand.700', _dark: 'brand.900' }}
          gradientTo={{ base: 'brand.900', _dark: 'brand.950' }}
          color="white"
          borderWidth={{ _dark: '1px' }}
          borderColor={{ _dark: 'brand.800' }}
        >
          <Heading
            id="mission-title"
            as="h2"
            fontSize={{ base: '3xl', md: '4xl' }}
            letterSpacing="-0.02em"
          >
            {intl.formatMessage(messages.missionTitle)}
          </Heading>
          <Text
            fontSize={{ base: 'lg', md: 'xl' }}
            lineHeight="1.7"
            color="whiteAlpha.900"
            maxWidth="2xl"
          >
            {intl.formatMessage(messages.missionBody)}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
