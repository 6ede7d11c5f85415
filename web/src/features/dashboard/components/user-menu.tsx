import { Avatar, Box, HStack, Kbd, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronsUpDown, LogOut, Settings } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { initials } from '../../../lib/initials';
import { mirrorInRtl } from '../../../ui/direction';
import { type User } from '../../auth/lib/user';

const messages = defineMessages<{ account: { name: string } }>({
  account: { id: 'dashboard.userMenu.label', defaultMessage: 'Account menu of {name}' },
});

const itemMessages = defineMessages({
  settings: { id: 'dashboard.userMenu.settings', defaultMessage: 'Settings' },
  logout: { id: 'dashboard.userMenu.logout', defaultMessage: 'Logout' },
});

/** A picture a browser can show: an http(s) URL or a path on this site. */
function pictureUrl(picture: string | null): string | undefined {
  if (!picture) {
    return undefined;
  }
  return /^(https?:\/\/|\/)/.test(picture) ? picture : undefined;
}

export type UserAvatarProps = { user: Pick<User, 'name' | 'picture'>; size?: 'xs' | 'sm' | 'md' };

/** The person's picture, or the initials of their name when there is none. */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const src = pictureUrl(user.picture);
  return (
    <Avatar.Root
      size={size}
      colorPalette="brand"
      aria-hidden
      css={{ '& [data-initials]::before': { content: 'attr(data-initials)' } }}
    >
      {/* The letters are drawn by CSS: the menu button is named by the person's name, not by "AL". */}
      <Avatar.Fallback>
        <span data-initials={initials(user.name)} />
      </Avatar.Fallback>
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}

export type UserMenuProps = {
  user: User;
  onSettings: () => void;
  onLogout: () => void;
  /** Show the name and email beside the avatar (the side menu), or the avatar alone (a phone's top bar). */
  compact?: boolean;
};

/** The user menu of docs/product.md#dashboard: Settings and Logout, with their shortcuts. */
export function UserMenu({ user, onSettings, onLogout, compact = false }: UserMenuProps) {
  const intl = useIntl();
  return (
    <Menu.Root
      positioning={{ placement: compact ? 'bottom-end' : 'top-start', sameWidth: !compact }}
      onSelect={({ value }) => (value === 'logout' ? onLogout() : onSettings())}
    >
      <Menu.Trigger
        aria-label={intl.formatMessage(messages.account, { name: user.name })}
        display="flex"
        alignItems="center"
        gap="3"
        width={compact ? 'auto' : 'full'}
        padding="2"
        borderRadius="md"
        textAlign="start"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="outside"
        focusRingColor="brand.focusRing"
      >
        <UserAvatar user={user} />
        {!compact && (
          <>
            {/* A name takes its own direction ("Grace …" cut at its end in an
                Arabic menu), aligned as the menu is. */}
            <Text
              dir="auto"
              textAlign="match-parent"
              flex="1"
              minWidth="0"
              fontSize="sm"
              fontWeight="medium"
              truncate
            >
              {user.name}
            </Text>
            <Box color="fg.muted">
              <ChevronsUpDown size={16} aria-hidden />
            </Box>
          </>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="14rem">
            <Menu.Item value="settings" aria-keyshortcuts="Shift+S">
              <Settings size={16} aria-hidden />
              <HStack flex="1" justify="space-between">
                <Text as="span">{intl.formatMessage(itemMessages.settings)}</Text>
                <Kbd size="sm" aria-hidden>
                  ⇧S
                </Kbd>
              </HStack>
            </Menu.Item>
            <Menu.Item value="logout" aria-keyshortcuts="Shift+Q">
              <LogOut size={16} aria-hidden className={mirrorInRtl} />
              <HStack flex="1" justify="space-between">
                <Text as="span">{intl.formatMessage(itemMessages.logout)}</Text>
                <Kbd size="sm" aria-hidden>
                  ⇧Q
                </Kbd>
              </HStack>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
