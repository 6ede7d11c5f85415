import { Badge, Box, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { landingMessages as messages, templateImage } from '../content';
import { AccountActions } from './AccountActions';

const sheets = [
  { name: 'pikachu', transform: 'translate(-88%, 7%) rotate(-7deg) scale(0.88)', z: 1 },
  { name: 'gengar', transform: 'translate(-12%, 9%) rotate(6deg) scale(0.88)', z: 2 },
  { name: 'rhyhorn', transform: 'translate(-50%, 0) rotate(0deg)', z: 3 },
];

/** Three of our own template previews, fanned like sheets on a desk. */
function HeroVisual() {
  const intl = useIntl();
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage(messages.heroVisual)}
      position="relative"
      height={{ base: '330px', sm: '430px', lg: '520px' }}
      width="100%"
    >
      <Box
        position="absolute"
        inset="10% 8% 0"
        borderRadius="full"
        bg={{ base: 'brand.200', _dark: 'brand.800' }}
        filter="blur(70px)"
        opacity={{ base: 0.7, _dark: 0.4 }}
      />
      {sheets.map((sheet) => (
        <Image
          key={sheet.name}
          src={templateImage(sheet.name)}
          alt=""
          width="794"
          height="1123"
          position="absolute"
          top="0"
          left="50%"
          zIndex={sheet.z}
          css={{ width: 'auto', height: '92%', transform: sheet.transform }}
          borderRadius="md"
          boxShadow={{
            base: '0 28px 50px -16px rgba(15, 40, 38, 0.4), 0 2px 6px rgba(0,0,0,0.08)',
            _dark: '0 28px 60px -10px rgba(0, 0, 0, 0.8), 0 0 0 1px rgba(255,255,255,0.06)',
          }}
          fetchPriority={sheet.z === 3 ? 'high' : 'low'}
        />
      ))}
    </Box>
  );
}

/** The landing page's opening: what Vitae is and where to start (SPEC §2 "/"). */
export function Hero() {
  const intl = useIntl();
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom={{ base: 'brand.50', _dark: 'rgba(4,41,40,0.6)' }}
      gradientTo="bg"
    >
      <Container
        maxWidth="6xl"
        px={{ base: '5', md: '6' }}
        pt={{ base: '10', md: '20' }}
        pb={{ base: '10', md: '16' }}
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '8' }} alignItems="center">
          <Stack gap={{ base: '5', md: '6' }} maxWidth="xl">
            <Badge alignSelf="flex-start" size="lg" variant="subtle" borderRadius="full" px="3">
              {intl.formatMessage(messages.eyebrow)}
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.05"
              letterSpacing="-0.03em"
              fontWeight="bold"
            >
              {intl.formatMessage(messages.heroTitle)}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="1.6">
              {intl.formatMessage(messages.heroBody)}
            </Text>
            <AccountActions />
          </Stack>
          <HeroVisual />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
