import {
  Accordion,
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  Braces,
  EyeOff,
  FileDown,
  Globe,
  HeartHandshake,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  Megaphone,
  Ruler,
  ShieldCheck,
} from 'lucide-react';
import { type ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { productName } from '../../../ui/use-document-title';
import { LogoMark } from '../../auth/components/logo';
import {
  companyNames,
  faqMessages as faq,
  featureMessages as features,
  landingMessages as messages,
  testimonialMessages as testimonials,
  valueMessages,
} from '../content';
import { AccountActions } from './AccountActions';

type SectionProps = {
  id: string;
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  children: ReactNode;
  muted?: boolean;
};

/** A landing section: an h2, an optional lead, the same rhythm everywhere. */
function Section({ id, title, lead, children, muted = false }: SectionProps) {
  const intl = useIntl();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: '16', md: '24' }}
      bg={muted ? { base: 'gray.50', _dark: 'rgba(255,255,255,0.02)' } : undefined}
      borderYWidth={muted ? '1px' : undefined}
      borderColor="border.muted"
    >
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Stack gap="3" mb={{ base: '10', md: '14' }} maxWidth="2xl">
          <Heading
            id={`${id}-title`}
            as="h2"
            fontSize={{ base: '3xl', md: '4xl' }}
            letterSpacing="-0.02em"
          >
            {intl.formatMessage(title)}
          </Heading>
          {lead && (
            <Text color="fg.muted" fontSize="lg">
              {intl.formatMessage(lead)}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

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
          const initials = person
            .split(',')[0]
            .split(' ')
            .map((word) => word.charAt(0))
            .join('')
            .slice(0, 2);
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
                    {initials}
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

export function LandingFooter() {
  const intl = useIntl();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" py="12">
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', md: 'center' }}
          gap="8"
        >
          <Stack gap="3" maxWidth="sm">
            <HStack gap="2">
              <LogoMark size={26} />
              <Text fontWeight="semibold" fontSize="lg" letterSpacing="tight">
                {productName}
              </Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage(messages.footerTagline)}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage(messages.footerNote)}
            </Text>
          </Stack>
          <Stack gap="4" alignItems={{ base: 'flex-start', md: 'flex-end' }}>
            <AccountActions size="md" />
            <HStack gap="5" fontSize="sm">
              <Link href="#features" color="fg.muted">
                {intl.formatMessage(messages.navFeatures)}
              </Link>
              <Link href="#templates" color="fg.muted">
                {intl.formatMessage(messages.navTemplates)}
              </Link>
              <Link href="#faq" color="fg.muted">
                {intl.formatMessage(messages.navFaq)}
              </Link>
            </HStack>
            <Text color="fg.muted" fontSize="xs">
              {intl.formatMessage(valueMessages.footerRights, {
                year: intl.formatNumber(new Date().getFullYear(), { useGrouping: false }),
              })}
            </Text>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
