import { Box, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  headline: {
    id: 'auth.visual.headline',
    defaultMessage: 'A resume you are proud to send, in minutes.',
  },
  body: {
    id: 'auth.visual.body',
    defaultMessage:
      'Vitae is free and open, run by a non-profit. No tracking, no advertising: your story stays yours.',
  },
  templates: { id: 'auth.visual.templates', defaultMessage: '18 templates' },
  paper: { id: 'auth.visual.paper', defaultMessage: 'A4 and Letter' },
  twoFactor: { id: 'auth.visual.twoFactor', defaultMessage: 'Two-factor sign-in' },
});

/** Three of our own template previews, fanned like pages on a desk. */
const pages = [
  { name: 'pikachu', rotate: '-9deg', x: '-58%', y: '6%', z: 1 },
  { name: 'rhyhorn', rotate: '8deg', x: '58%', y: '8%', z: 1 },
  { name: 'azurill', rotate: '0deg', x: '0%', y: '0%', z: 2 },
];

/**
 * The side picture of the auth screens on large screens (docs/product.md#auth-screens): composed
 * from the template previews in web/public/templates, on the brand colour.
 * Decorative only; hidden from assistive technology.
 */
export function SideVisual() {
  const intl = useIntl();
  return (
    <Flex
      display={{ base: 'none', lg: 'flex' }}
      width="50%"
      maxWidth="760px"
      position="sticky"
      top="0"
      height="100dvh"
      direction="column"
      justify="space-between"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientVia="brand.800"
      gradientTo="brand.950"
      px="14"
      py="12"
    >
      <Box
        position="absolute"
        inset="0"
        opacity="0.18"
        backgroundImage="radial-gradient(circle at 1px 1px, white 1px, transparent 0)"
        backgroundSize="22px 22px"
        aria-hidden
      />
      <Box position="relative" flex="1" minHeight="0" aria-hidden>
        {pages.map((page) => (
          <Image
            key={page.name}
            src={`/templates/jpg/${page.name}.jpg`}
            alt=""
            loading="lazy"
            decoding="async"
            position="absolute"
            left="50%"
            top="50%"
            width="min(38%, 260px)"
            aspectRatio="1 / 1.4142"
            objectFit="cover"
            borderRadius="lg"
            boxShadow="0 30px 60px -12px rgba(0, 0, 0, 0.45), 0 18px 36px -18px rgba(0, 0, 0, 0.5)"
            zIndex={page.z}
            transform={`translate(-50%, -50%) translate(${page.x}, ${page.y}) rotate(${page.rotate})`}
            filter={page.z === 1 ? 'saturate(0.85) brightness(0.92)' : undefined}
          />
        ))}
      </Box>
      <Stack position="relative" gap="4" maxWidth="lg">
        <Heading as="p" size="3xl" lineHeight="1.15" letterSpacing="tight" color="white">
          {intl.formatMessage(messages.headline)}
        </Heading>
        <Text color="whiteAlpha.800" textStyle="md">
          {intl.formatMessage(messages.body)}
        </Text>
        <HStack gap="2" wrap="wrap">
          {[messages.templates, messages.paper, messages.twoFactor].map((message) => (
            <Text
              key={message.id}
              as="span"
              textStyle="xs"
              fontWeight="medium"
              px="3"
              py="1"
              borderRadius="full"
              bg="whiteAlpha.200"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
            >
              {intl.formatMessage(message)}
            </Text>
          ))}
        </HStack>
      </Stack>
    </Flex>
  );
}
