import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';

import { ThemeToggle } from '../../../ui/color-mode';
import { SkipLink } from '../../../ui/skip-link';
import { Logo } from '../../auth/components/logo';
import { useSession } from '../../auth/components/session-provider';
import { useShortcut } from '../hooks/use-shortcut';
import { shortcuts } from '../lib/shortcuts';
import { NavItems } from './nav-items';
import { UserMenu } from './user-menu';

const messages = defineMessages({
  openMenu: { id: 'dashboard.layout.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'dashboard.layout.closeMenu', defaultMessage: 'Close menu' },
  menu: { id: 'dashboard.layout.menu', defaultMessage: 'Menu' },
  skip: { id: 'dashboard.layout.skip', defaultMessage: 'Skip to content' },
});

/**
 * The dashboard's shell (docs/product.md#dashboard): a side menu with Resumes and Settings and the
 * user menu, a drawer in their place on a phone, and the shortcuts shift+R,
 * shift+S and shift+Q (log out, then to /).
 */
export function DashboardLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toResumes = useCallback(() => void navigate('/dashboard/resumes'), [navigate]);
  const toSettings = useCallback(() => void navigate('/dashboard/settings'), [navigate]);
  const logout = useCallback(() => {
    setDrawerOpen(false);
    // Leave the signed-in area first, so the guard never sends the person to the login page.
    void navigate('/', { replace: true });
    void signOut();
  }, [navigate, signOut]);

  useShortcut(shortcuts.resumes, toResumes);
  useShortcut(shortcuts.settings, toSettings);
  useShortcut(shortcuts.logout, logout);

  return (
    <Flex minHeight="100dvh" direction={{ base: 'column', md: 'row' }}>
      <SkipLink href="#dashboard-content">{intl.formatMessage(messages.skip)}</SkipLink>

      {/* Desktop and tablet: the side menu, its colour down the whole page, its content in view. */}
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        width="64"
        flexShrink={0}
        borderEndWidth="1px"
        borderColor="border"
        bg="bg.subtle"
      >
        <Stack position="sticky" top="0" height="100dvh" padding="4" gap="6">
          <HStack justify="space-between" paddingX="1">
            <Logo />
            <ThemeToggle />
          </HStack>
          <Box flex="1">
            <NavItems />
          </Box>
          {user && <UserMenu user={user} onSettings={toSettings} onLogout={logout} />}
        </Stack>
      </Box>

      {/* Phone: a top bar whose menu button opens the same links in a drawer. */}
      <HStack
        as="header"
        display={{ base: 'flex', md: 'none' }}
        position="sticky"
        top="0"
        zIndex="sticky"
        justify="space-between"
        paddingX="3"
        paddingY="2"
        borderBottomWidth="1px"
        borderColor="border"
        bg="bg"
      >
        <HStack gap="2">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(messages.openMenu)}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon aria-hidden />
          </IconButton>
          <Logo />
        </HStack>
        <HStack gap="1">
          <ThemeToggle />
          {user && <UserMenu user={user} onSettings={toSettings} onLogout={logout} compact />}
        </HStack>
      </HStack>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={({ open }) => setDrawerOpen(open)}
        placement="start"
        size="xs"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{intl.formatMessage(messages.menu)}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <NavItems onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(messages.closeMenu)} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" id="dashboard-content" flex="1" minWidth="0" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
    </Flex>
  );
}
