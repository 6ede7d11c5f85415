import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BookOpen, Bug, Heart, Info, ShieldCheck, Sparkles } from 'lucide-react';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { PaneSection } from '../../pane-section';

const messages = defineMessages({
  title: { id: 'builder.information.title', defaultMessage: 'Information' },
  free: { id: 'builder.information.free', defaultMessage: 'Free and open source' },
  freeText: {
    id: 'builder.information.freeText',
    defaultMessage:
      'Vitae is free to use, with no ads and no paid tier. Its source is open for anyone to read, run and improve.',
  },
  privacy: { id: 'builder.information.privacy', defaultMessage: 'No tracking' },
  privacyText: {
    id: 'builder.information.privacyText',
    defaultMessage:
      'Nothing you type is sold or shared, and no analytics follow you around. Your resume is yours.',
  },
  docs: { id: 'builder.information.docs', defaultMessage: 'Questions and answers' },
  source: { id: 'builder.information.source', defaultMessage: 'About Vitae' },
  issue: { id: 'builder.information.issue', defaultMessage: 'Report an issue' },
  issueText: {
    id: 'builder.information.issueText',
    defaultMessage:
      'Found a bug or missing something? Write down what you did and what you saw, and help make Vitae better.',
  },
});

/**
 * Where the links go: this site's own pages (the landing's questions and
 * about sections) and the person's mail program, never a third-party host.
 */
const links = {
  docs: '/#faq',
  source: '/#about',
  issue: `mailto:?subject=${encodeURIComponent('Vitae: an issue in the builder')}`,
} as const;

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="8"
        borderRadius="full"
        bg="brand.muted"
        color="brand.fg"
        flexShrink={0}
        aria-hidden
      >
        {icon}
      </Box>
      <Stack gap="0.5" minWidth="0">
        <Text fontWeight="semibold" textStyle="sm">
          {title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {text}
        </Text>
      </Stack>
    </HStack>
  );
}

/** Information (docs/product.md#design-tools): what Vitae is, with the docs, the source and where to report an issue. */
export function InformationSection() {
  const intl = useIntl();
  return (
    <PaneSection
      id="information"
      title={intl.formatMessage(messages.title)}
      icon={<Info size={18} />}
    >
      <Stack
        gap="4"
        p="4"
        borderWidth="1px"
        borderRadius="l3"
        bg="brand.subtle"
        borderColor="brand.muted"
      >
        <Point
          icon={<Heart size={16} />}
          title={intl.formatMessage(messages.free)}
          text={intl.formatMessage(messages.freeText)}
        />
        <Point
          icon={<ShieldCheck size={16} />}
          title={intl.formatMessage(messages.privacy)}
          text={intl.formatMessage(messages.privacyText)}
        />
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline" bg="bg.panel">
            <a href={links.docs}>
              <BookOpen aria-hidden />
              {intl.formatMessage(messages.docs)}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline" bg="bg.panel">
            <a href={links.source}>
              <Sparkles aria-hidden />
              {intl.formatMessage(messages.source)}
            </a>
          </Button>
        </HStack>
      </Stack>
      <HStack mt="3" align="flex-start" gap="3" p="4" borderWidth="1px" borderRadius="l3">
        <Box as="span" color="fg.muted" display="inline-flex" mt="0.5" aria-hidden>
          <Bug size={18} />
        </Box>
        <Stack gap="2" flex="1" minWidth="0">
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(messages.issueText)}
          </Text>
          <Button asChild size="sm" variant="subtle" alignSelf="flex-start">
            <a href={links.issue}>{intl.formatMessage(messages.issue)}</a>
          </Button>
        </Stack>
      </HStack>
    </PaneSection>
  );
}
