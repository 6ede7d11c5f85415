import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';

import { LocalePicker } from '../../../i18n/locale-picker';
import { ThemeToggle } from '../../../ui/color-mode';
import { useAuthConfig } from '../hooks/use-auth-config';
import { SsoSignInButton } from '../lib/sso';
import { Logo } from './logo';
import { ProviderButtons } from './provider-buttons';
import { SideVisual } from './side-visual';

const messages = defineMessages({
  footer: {
    id: 'auth.layout.footer',
    defaultMessage: 'Free and open, run by a non-profit. No tracking, no advertising.',
  },
});

/**
 * The frame of every /auth screen (docs/product.md#auth-screens): the logo, the
 * language picker and theme toggle, the screen itself, the "or continue with"
 * provider buttons under login and register, and the side picture on large
 * screens.
 */
export function AuthLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const config = useAuthConfig();
  const onLogin = pathname === '/auth/login';
  const onRegister = pathname === '/auth/register';
  const showProviders = config && (onLogin || (onRegister && !config.signupsDisabled));
  const emailOffered = config?.providers.includes('email') ?? true;

  return (
    <Flex minHeight="100dvh" bg="bg">
      <Flex
        direction="column"
        flex="1"
        minWidth="0"
        px={{ base: '5', md: '10' }}
        py={{ base: '4', md: '6' }}
      >
        <Flex as="header" justify="space-between" align="center" gap="3">
          <Logo />
          <HStack gap="1">
            <LocalePicker />
            <ThemeToggle />
          </HStack>
        </Flex>
        <Flex as="main" flex="1" align="center" justify="center" py={{ base: '8', md: '12' }}>
          <Box width="full" maxWidth="400px">
            <Outlet />
            {showProviders && (
              <ProviderButtons
                config={config}
                divider={emailOffered}
                ssoButton={config.sso ? <SsoSignInButton fullWidth /> : undefined}
              />
            )}
          </Box>
        </Flex>
        <Text as="footer" textStyle="xs" color="fg.muted" textAlign="center">
          {intl.formatMessage(messages.footer)}
        </Text>
      </Flex>
      <SideVisual />
    </Flex>
  );
}
