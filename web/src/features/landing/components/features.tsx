import { Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Braces,
  EyeOff,
  FileDown,
  Globe,
  HeartHandshake,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  Ruler,
  ShieldCheck,
} from 'lucide-react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { featureMessages as features, landingMessages as messages } from '../lib/content';
import { Section } from './section';

const featureList: { icon: LucideIcon; title: MessageDescriptor; body: MessageDescriptor }[] = [
  { icon: HeartHandshake, title: features.free, body: features.freeBody },
  { icon: EyeOff, title: features.private, body: features.privateBody },
  { icon: Ruler, title: features.paper, body: features.paperBody },
  { icon: ShieldCheck, title: features.twoFactor, body: features.twoFactorBody },
  { icon: LayoutTemplate, title: features.templates, body: features.templatesBody },
  { icon: FileDown, title: features.pdf, body: features.pdfBody },
  { icon: Braces, title: features.json, body: features.jsonBody },
  { icon: Link2, title: features.share, body: features.shareBody },
  { icon: Globe, title: features.languages, body: features.languagesBody },
];

export function Features() {
  const intl = useIntl();
  return (
    <Section id="features" title={messages.featuresTitle} lead={messages.featuresBody} muted>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '8', md: '10' }}
      >
        {featureList.map(({ icon: Icon, title, body }) => (
          <HStack as="li" key={title.id} alignItems="flex-start" gap="4">
            <Flex
              flexShrink={0}
              boxSize="11"
              alignItems="center"
              justifyContent="center"
              borderRadius="xl"
              bg="brand.muted"
              color="brand.fg"
            >
              <Icon size={22} aria-hidden />
            </Flex>
            <Stack gap="1">
              <Heading as="h3" fontSize="lg" fontWeight="semibold">
                {intl.formatMessage(title)}
              </Heading>
              <Text color="fg.muted">{intl.formatMessage(body)}</Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
