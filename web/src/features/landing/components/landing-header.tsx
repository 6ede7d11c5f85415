import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { DeferredLocalePicker } from '../../../i18n/deferred-locale-picker';
import { ThemeToggle } from '../../../ui/color-mode';
import { productName } from '../../../ui/use-document-title';
import { LogoMark } from '../../auth/components/logo';
import { landingMessages as messages } from '../lib/content';

/** The landing's top bar (on /ats-checker too): the logo, the sections and the ATS checker on wide screens, language and theme. */
export function LandingHeader() {
  const intl = useIntl();
  // The landing's sections by their address on /, so the header reads the same on /ats-checker.
  const sections = [
    { href: '/#features', label: messages.navFeatures },
    { href: '/#templates', label: messages.navTemplates },
    { href: '/#faq', label: messages.navFaq },
  ];
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={{ base: 'rgba(255,255,255,0.82)', _dark: 'rgba(9,14,16,0.8)' }}
      backdropFilter="saturate(1.4) blur(12px)"
    >
      <Container maxWidth="6xl" px={{ base: '4', md: '6' }}>
        <Flex height="16" alignItems="center" justifyContent="space-between" gap="4">
          <Link
            asChild
            gap="2"
            color="fg"
            textDecoration="none"
            _hover={{ textDecoration: 'none' }}
            borderRadius="md"
          >
            <RouterLink to="/" aria-label={intl.formatMessage(messages.home)}>
              <LogoMark size={30} />
              <Text as="span" fontWeight="semibold" fontSize="xl" letterSpacing="tight">
                {productName}
              </Text>
            </RouterLink>
          </Link>
          <HStack
            as="nav"
            aria-label={intl.formatMessage(messages.nav)}
            gap="8"
            display={{ base: 'none', md: 'flex' }}
          >
            {sections.map((section) => (
              <Link
                key={section.href}
                href={section.href}
                color="fg.muted"
                fontWeight="medium"
                fontSize="sm"
                _hover={{ color: 'fg', textDecoration: 'none' }}
              >
                {intl.formatMessage(section.label)}
              </Link>
            ))}
            <Link
              asChild
              color="fg.muted"
              fontWeight="medium"
              fontSize="sm"
              _hover={{ color: 'fg', textDecoration: 'none' }}
            >
              <RouterLink to="/ats-checker">
                {intl.formatMessage(messages.navAtsChecker)}
              </RouterLink>
            </Link>
          </HStack>
          <HStack gap="1">
            <DeferredLocalePicker />
            <ThemeToggle />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
