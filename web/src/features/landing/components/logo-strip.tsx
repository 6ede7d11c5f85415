import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { companyNames, landingMessages as messages } from '../lib/content';

/** Five teams, set in type (no logos). */
export function LogoStrip() {
  const intl = useIntl();
  const faces = ['serif', 'sans', 'mono', 'serif', 'sans'] as const;
  const fonts = {
    serif: "Georgia, 'Times New Roman', serif",
    sans: "'IBM Plex Sans', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  };
  return (
    <Box as="section" aria-labelledby="logos-title" py={{ base: '10', md: '12' }}>
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Text
          id="logos-title"
          textAlign="center"
          fontSize="sm"
          fontWeight="medium"
          color="fg.muted"
          mb="6"
        >
          {intl.formatMessage(messages.trustedBy)}
        </Text>
        <Flex
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          wrap="wrap"
          justifyContent="center"
          columnGap={{ base: '8', md: '14' }}
          rowGap="4"
        >
          {companyNames.map((name, index) => (
            <Box
              as="li"
              key={name}
              fontFamily={fonts[faces[index]]}
              fontSize={{ base: 'lg', md: 'xl' }}
              fontWeight={faces[index] === 'sans' ? 'bold' : 'semibold'}
              letterSpacing={faces[index] === 'mono' ? '-0.04em' : 'tight'}
              fontStyle={index === 3 ? 'italic' : undefined}
              color="fg.muted"
              opacity="0.85"
            >
              {name}
            </Box>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}
