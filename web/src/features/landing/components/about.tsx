import { SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { landingMessages as messages } from '../lib/content';
import { Section } from './section';

export function About() {
  const intl = useIntl();
  return (
    <Section id="about" title={messages.aboutTitle}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '10' }} mt={{ md: '-4' }}>
        <Text fontSize="lg" lineHeight="1.7">
          {intl.formatMessage(messages.aboutBody1)}
        </Text>
        <Text fontSize="lg" lineHeight="1.7" color="fg.muted">
          {intl.formatMessage(messages.aboutBody2)}
        </Text>
      </SimpleGrid>
    </Section>
  );
}
