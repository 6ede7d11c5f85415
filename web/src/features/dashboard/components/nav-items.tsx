import { HStack, Kbd, Link, Stack, Text } from '@chakra-ui/react';
import { FileText, Mail, Settings, Trash2 } from 'lucide-react';
import { type ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

const messages = defineMessages({
  navigation: { id: 'dashboard.nav.label', defaultMessage: 'Dashboard' },
  resumes: { id: 'dashboard.nav.resumes', defaultMessage: 'Resumes' },
  letters: { id: 'dashboard.nav.letters', defaultMessage: 'Letters' },
  settings: { id: 'dashboard.nav.settings', defaultMessage: 'Settings' },
  trash: { id: 'dashboard.nav.trash', defaultMessage: 'Trash' },
});

type NavItem = {
  to: string;
  label: keyof typeof messages;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The shortcut as assistive technology names it, and as the hint shows it. */
  keys?: { aria: string; hint: string };
};

const items: NavItem[] = [
  {
    to: '/dashboard/resumes',
    label: 'resumes',
    icon: FileText,
    keys: { aria: 'Shift+R', hint: '⇧R' },
  },
  { to: '/dashboard/letters', label: 'letters', icon: Mail },
  { to: '/dashboard/trash', label: 'trash', icon: Trash2 },
  {
    to: '/dashboard/settings',
    label: 'settings',
    icon: Settings,
    keys: { aria: 'Shift+S', hint: '⇧S' },
  },
];

export type NavItemsProps = {
  /** Called after a link is followed (the phone's drawer closes). */
  onNavigate?: () => void;
};

/** The side menu's links: Resumes, Letters, Trash and Settings, Resumes and Settings with their shortcut shown (docs/product.md#dashboard). */
export function NavItems({ onNavigate }: NavItemsProps) {
  const intl = useIntl();
  return (
    <Stack as="nav" aria-label={intl.formatMessage(messages.navigation)} gap="1">
      {items.map(({ to, label, icon: Icon, keys }) => (
        <Link
          key={to}
          asChild
          aria-keyshortcuts={keys?.aria}
          display="flex"
          alignItems="center"
          gap="3"
          paddingX="3"
          paddingY="2"
          borderRadius="md"
          color="fg.muted"
          fontWeight="medium"
          textDecoration="none"
          _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
          _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
          focusRingColor="brand.focusRing"
        >
          <NavLink to={to} onClick={onNavigate}>
            <Icon size={18} aria-hidden />
            <HStack flex="1" justify="space-between">
              <Text as="span">{intl.formatMessage(messages[label])}</Text>
              {keys && (
                <Kbd size="sm" aria-hidden>
                  {keys.hint}
                </Kbd>
              )}
            </HStack>
          </NavLink>
        </Link>
      ))}
    </Stack>
  );
}
