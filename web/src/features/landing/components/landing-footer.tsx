import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { productName } from '../../../ui/use-document-title';
import { LogoMark } from '../../auth/components/logo';
import { landingMessages as messages, valueMessages } from '../lib/content';
import { AccountActions } from './account-actions';

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
            <HStack gap="5" rowGap="2" fontSize="sm" flexWrap="wrap">
              <Link href="/#features" color="fg.muted">
                {intl.formatMessage(messages.navFeatures)}
              </Link>
              <Link href="/#templates" color="fg.muted">
                {intl.formatMessage(messages.navTemplates)}
              </Link>
              <Link href="/#faq" color="fg.muted">
                {intl.formatMessage(messages.navFaq)}
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to="/ats-checker">
                  {intl.formatMessage(messages.navAtsChecker)}
                </RouterLink>
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
