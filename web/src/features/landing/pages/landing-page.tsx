import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { About } from '../components/about';
import { Claims } from '../components/claims';
import { Faq } from '../components/faq';
import { Features } from '../components/features';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { LogoStrip } from '../components/logo-strip';
import { Mission } from '../components/mission';
import { PromotionBanner } from '../components/promotion-banner';
import { TemplateCarousel } from '../components/template-carousel';
import { Testimonials } from '../components/testimonials';
import { landingMessages as messages } from '../lib/content';
import { isPromotionActive } from '../lib/promotion';

/** The landing page at / (docs/product.md#landing-page). */
export function LandingPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <Box minHeight="100vh" bg="bg">
      <SkipLink href="#main">{intl.formatMessage(messages.skip)}</SkipLink>
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
