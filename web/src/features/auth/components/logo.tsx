import { Box, Link, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { productName } from '../../../ui/use-document-title';

const messages = defineMessages({
  home: { id: 'auth.layout.home', defaultMessage: 'Vitae home' },
});

/** Vitae's mark: a folded page with a tick, drawn in the brand colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" color="brand.solid" aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" fill="none">
        <rect x="3" y="2" width="26" height="28" rx="7" fill="currentColor" />
        <path d="M21 2h1a7 7 0 0 1 7 7v1h-5a3 3 0 0 1-3-3V2Z" fill="currentColor" opacity="0.55" />
        <path
          d="M10 16.5 14 20.5 22.5 11.5"
          stroke="var(--chakra-colors-brand-contrast)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}

/** The logo of the auth screens: the mark and the name, linking to the landing page. */
export function Logo() {
  const intl = useIntl();
  return (
    <Link
      asChild
      gap="2"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to="/" aria-label={intl.formatMessage(messages.home)}>
        <LogoMark />
        <Text as="span" fontWeight="semibold" fontSize="lg" letterSpacing="tight">
          {productName}
        </Text>
      </RouterLink>
    </Link>
  );
}
