import { Box, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { useDocumentTitle } from '../../../ui/use-document-title';
import { Hero } from '../components/Hero';
import { LandingHeader } from '../components/LandingHeader';
import {
  About,
  Claims,
  Faq,
  Features,
  LandingFooter,
  LogoStrip,
  Mission,
  PromotionBanner,
  Testimonials,
} from '../components/sections';
import { TemplateCarousel } from '../components/TemplateCarousel';
import { landingMessages as messages } from '../content';
import { isPromotionActive } from '../promotion';

/** The landing page at / (SPEC §1, §2). */
export function LandingPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <Box minHeight="100vh" bg="bg">
      <Link
        href="#main"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="bg.panel"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focusVisible={{ top: '4' }}
      >
        {intl.formatMessage(messages.skip)}
      </Link>
      {isPromotionActive(new Date()) && <PromotionBanner />}
      <LandingHeader />
      <Box as="main" id="main" tabIndex={-1} outline="none">
        <Hero />
        <LogoStrip />
        <Claims />
        <Features />
        <TemplateCarousel />
        <Testimonials />
        <About />
        <Faq />
        <Mission />
      </Box>
      <LandingFooter />
    </Box>
  );
}
