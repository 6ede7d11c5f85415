import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { initials } from '../../../lib/initials';
import {
  landingMessages as messages,
  testimonialMessages as testimonials,
  valueMessages,
} from '../lib/content';
import { Section } from './section';

const quotes = [
  [testimonials.t1, testimonials.t1Who],
  [testimonials.t2, testimonials.t2Who],
  [testimonials.t3, testimonials.t3Who],
  [testimonials.t4, testimonials.t4Who],
  [testimonials.t5, testimonials.t5Who],
  [testimonials.t6, testimonials.t6Who],
  [testimonials.t7, testimonials.t7Who],
  [testimonials.t8, testimonials.t8Who],
  [testimonials.t9, testimonials.t9Who],
] as const;

export function Testimonials() {
  const intl = useIntl();
  return (
    <Section id="testimonials" title={messages.testimonialsTitle} muted>
      <Box
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        css={{ columnWidth: '300px', columnGap: '20px' }}
      >
        {quotes.map(([quote, who]) => {
          const person = intl.formatMessage(who);
          const letters = initials(person.split(',')[0]);
          return (
            <Box
              as="li"
              key={quote.id}
              mb="5"
              css={{ breakInside: 'avoid' }}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="xl"
              bg="bg.panel"
              p="6"
            >
              <Box as="figure" m="0">
                <Text as="blockquote" m="0" fontSize="md" lineHeight="1.65">
                  {intl.formatMessage(valueMessages.quoted, {
                    quote: intl.formatMessage(quote),
                  })}
                </Text>
                <HStack as="figcaption" mt="5" gap="3">
                  <Flex
                    boxSize="9"
                    borderRadius="full"
                    bg="brand.muted"
                    color="brand.fg"
                    alignItems="center"
                    justifyContent="center"
                    fontSize="xs"
                    fontWeight="bold"
                    aria-hidden
                  >
                    {letters}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                    {person}
                  </Text>
                </HStack>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
