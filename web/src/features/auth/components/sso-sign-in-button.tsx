import { Button, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { describeError } from '../../../lib/errors/describe-error';
import { useSingleSignOn } from '../hooks/use-single-sign-on';

const signInMessage = defineMessages<{ signIn: { name: string } }>({
  signIn: { id: 'auth.sso.signIn', defaultMessage: 'Sign in with {name}' },
});

const messages = defineMessages({
  genericName: { id: 'auth.sso.genericName', defaultMessage: 'SSO' },
  checking: { id: 'auth.sso.checking', defaultMessage: 'Checking your single sign-on session…' },
});

export type SsoSignInButtonProps = {
  /** Stretch to the row's width (the phone layout). */
  fullWidth?: boolean;
};

/**
 * The realm's button for the "or continue with" row. Renders nothing when the
 * server offers no single sign-on; while mounted on a guest page it also signs
 * in silently a person already signed in to the realm.
 */
export function SsoSignInButton({ fullWidth = false }: SsoSignInButtonProps) {
  const intl = useIntl();
  const { sso, checking, error, signIn } = useSingleSignOn();
  if (!sso) {
    return null;
  }
  const name = sso.realm ?? intl.formatMessage(messages.genericName);
  return (
    <Stack gap="1" width={fullWidth ? 'full' : undefined}>
      <Button
        variant="outline"
        width={fullWidth ? 'full' : undefined}
        loading={checking}
        loadingText={intl.formatMessage(messages.checking)}
        onClick={signIn}
      >
        <KeyRound aria-hidden="true" />
        {intl.formatMessage(signInMessage.signIn, { name })}
      </Button>
      {error ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {describeError(intl, error)}
        </Text>
      ) : null}
    </Stack>
  );
}
