import { Badge, Box, Container, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { landingMessages as messages, templateImage } from '../lib/content';
import { AccountActions } from './account-actions';

/**
 * Where each sheet sits on the stage, in shares of the stage's width, so the fan
 * keeps its shape at every width and never leaves its own grid column: the
 * rotated side sheets (scaled to 0.9) stay between 1% and 99% of the stage.
 */
const sheets = [
  { name: 'pikachu', left: '3%', top: '10%', rotate: '-7deg', scale: 0.9, z: 1 },
  { name: 'gengar', left: '41%', top: '10%', rotate: '6deg', scale: 0.9, z: 2 },
  { name: 'rhyhorn', left: '22%', top: '0%', rotate: '0deg', scale: 1, z: 3 },
];

/** Three of our own template previews, fanned like sheets on a desk. */
function HeroVisual() {
  const intl = useIntl();
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage(messages.heroVisual)}
      position="relative"
      width="100%"
      maxWidth={{ base: '420px', lg: '540px' }}
      mx="auto"
      aspectRatio="100 / 92"
    >
      <Box
        position="absolute"
        inset="12% 10% 4%"
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
          htmlWidth="794"
          htmlHeight="1123"
          position="absolute"
          left={sheet.left}
          top={sheet.top}
          zIndex={sheet.z}
          width="56%"
          height="auto"
          aspectRatio="794 / 1123"
          transform={`rotate(${sheet.rotate}) scale(${sheet.scale})`}
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

/** The landing page's opening: what Vitae is and where to start (docs/product.md#landing-page). */
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
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' }}
          gap={{ base: '10', lg: '12', xl: '16' }}
          alignItems="center"
        >
          <Stack gap={{ base: '5', md: '6' }} maxWidth="xl">
            <Badge
              alignSelf="flex-start"
              size="lg"
              variant="surface"
              colorPalette="brand"
              borderRadius="full"
              px="3"
            >
              {intl.formatMessage(messages.eyebrow)}
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.05"
              letterSpacing="-0.03em"
              fontWeight="bold"
              textWrap="balance"
            >
              {intl.formatMessage(messages.heroTitle)}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="1.6">
              {intl.formatMessage(messages.heroBody)}
            </Text>
            <AccountActions />
          </Stack>
          <HeroVisual />
        </Grid>
      </Container>
    </Box>
  );
}
