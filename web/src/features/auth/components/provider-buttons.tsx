import { Button, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { siGithub, siGoogle } from 'simple-icons';

import { type AuthConfig } from '../hooks/use-auth-config';

const messages = defineMessages({
  divider: { id: 'auth.providers.divider', defaultMessage: 'or continue with' },
  github: { id: 'auth.providers.github', defaultMessage: 'GitHub' },
  google: { id: 'auth.providers.google', defaultMessage: 'Google' },
  oidc: { id: 'auth.providers.oidc', defaultMessage: 'Single sign-on' },
});

/** The OAuth providers a button is offered for, in the server's order. */
const oauthProviders = ['github', 'google', 'oidc'] as const;
type OAuthProvider = (typeof oauthProviders)[number];

function BrandIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden>
      <path d={path} />
    </svg>
  );
}

const icons: Record<OAuthProvider, ReactNode> = {
  github: <BrandIcon path={siGithub.path} />,
  google: <BrandIcon path={siGoogle.path} />,
  oidc: <KeyRound aria-hidden />,
};

type ProviderButtonsProps = {
  config: AuthConfig;
  /** The single sign-on button, when the server configures a realm (features/auth/sso). */
  ssoButton?: ReactNode;
  /** Whether the divider is drawn (not when the providers are the only way in). */
  divider: boolean;
};

/**
 * "or continue with" and one button per OAuth provider the server offers
 * (docs/product.md#auth-screens). Each is a link to `/api/auth/{provider}`, which
 * leaves for the provider and comes back to /auth/callback.
 */
export function ProviderButtons({ config, ssoButton, divider }: ProviderButtonsProps) {
  const intl = useIntl();
  // With single sign-on the realm's own button replaces its redirect link.
  const offered = oauthProviders.filter(
    (provider) => config.providers.includes(provider) && !(provider === 'oidc' && ssoButton),
  );
  if (offered.length === 0 && !ssoButton) {
    return null;
  }
  return (
    <Stack gap="6" mt="8">
      {divider && (
        <HStack gap="3">
          <Separator flex="1" />
          <Text
            flexShrink="0"
            textStyle="xs"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {intl.formatMessage(messages.divider)}
          </Text>
          <Separator flex="1" />
        </HStack>
      )}
      <SimpleGrid
        columns={{ base: 1, sm: offered.length + (ssoButton ? 1 : 0) > 1 ? 2 : 1 }}
        gap="3"
      >
        {offered.map((provider) => (
          <Button key={provider} asChild variant="outline">
            <a href={`/api/auth/${provider}`}>
              {icons[provider]}
              {intl.formatMessage(messages[provider])}
            </a>
          </Button>
        ))}
        {ssoButton}
      </SimpleGrid>
    </Stack>
  );
}
