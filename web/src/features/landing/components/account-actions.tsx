import { Button, HStack, Skeleton } from '@chakra-ui/react';
import { ArrowRight, LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { mirrorInRtl } from '../../../ui/direction';
import { useSession } from '../../auth/components/session-provider';
import { landingMessages as messages } from '../lib/content';

type AccountActionsProps = { size?: 'md' | 'lg' | 'xl' };

/**
 * / (docs/product.md#landing-page): a visitor gets Create an Account and Login, a signed-in person
 * Go to Dashboard and Logout. While the session is being read, placeholders of
 * the same size keep the page from jumping.
 */
export function AccountActions({ size = 'lg' }: AccountActionsProps) {
  const intl = useIntl();
  const { status, signOut } = useSession();
  if (status === 'loading' || status === 'unreachable') {
    return (
      <HStack gap="3" aria-hidden>
        <Skeleton height="12" width="44" borderRadius="lg" />
        <Skeleton height="12" width="28" borderRadius="lg" />
      </HStack>
    );
  }
  if (status === 'signedIn' || status === 'signingOut') {
    return (
      <HStack gap="3" flexWrap="wrap">
        <Button asChild size={size} borderRadius="lg">
          <RouterLink to="/dashboard">
            {intl.formatMessage(messages.dashboard)}
            <ArrowRight aria-hidden className={mirrorInRtl} />
          </RouterLink>
        </Button>
        <Button
          size={size}
          variant="outline"
          borderRadius="lg"
          loading={status === 'signingOut'}
          onClick={() => void signOut()}
        >
          <LogOut aria-hidden className={mirrorInRtl} />
          {intl.formatMessage(messages.logout)}
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button asChild size={size} borderRadius="lg">
        <RouterLink to="/auth/register">
          {intl.formatMessage(messages.createAccount)}
          <ArrowRight aria-hidden className={mirrorInRtl} />
        </RouterLink>
      </Button>
      <Button asChild size={size} variant="outline" borderRadius="lg">
        <RouterLink to="/auth/login">{intl.formatMessage(messages.login)}</RouterLink>
      </Button>
    </HStack>
  );
}
