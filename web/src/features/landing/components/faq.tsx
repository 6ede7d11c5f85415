import { Accordion, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { faqMessages as faq, landingMessages as messages } from '../lib/content';
import { Section } from './section';

const questions = [
  [faq.q1, faq.a1],
  [faq.q2, faq.a2],
  [faq.q3, faq.a3],
  [faq.q4, faq.a4],
  [faq.q5, faq.a5],
  [faq.q6, faq.a6],
] as const;

/** Questions as an accordion: each a button that discloses its answer. */
export function Faq() {
  const intl = useIntl();
  return (
    <Section id="faq" title={messages.faqTitle} muted>
      <Accordion.Root collapsible multiple variant="plain" maxWidth="3xl">
        {questions.map(([question, answer]) => (
          <Accordion.Item
            key={question.id}
            value={question.id}
            borderBottomWidth="1px"
            borderColor="border"
          >
            <Accordion.ItemTrigger py="5" cursor="pointer">
              <Heading as="h3" flex="1" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
                {intl.formatMessage(question)}
              </Heading>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0" pb="5" color="fg.muted" fontSize="md" lineHeight="1.7">
                {intl.formatMessage(answer)}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  );
}
