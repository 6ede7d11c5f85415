import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { errorCode } from '../../../lib/api/api-error';
import { describeError } from '../../../lib/errors/describe-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { confirmEmailChange, fetchMe } from '../../settings/api/settings-api';
import { AuthHeading } from '../components/auth-heading';
import { useSession } from '../components/session-provider';

const messages = defineMessages({
  title: { id: 'auth.confirmEmail.title', defaultMessage: 'Confirm your new email address' },
  confirming: {
    id: 'auth.confirmEmail.confirming',
    defaultMessage: 'Confirming your new email address…',
  },
  done: { id: 'auth.confirmEmail.done', defaultMessage: 'Your new email address is confirmed.' },
  failed: {
    id: 'auth.confirmEmail.failed',
    defaultMessage:
      'This link has expired or was already used. To get a new one, change your email address again in your settings.',
  },
  continue: { id: 'auth.verifyEmail.continue', defaultMessage: 'Continue to your resumes' },
});

type Outcome = { state: 'confirming' } | { state: 'done' } | { state: 'failed'; reason: string };

/**
 * Confirm-email (docs/auth.md, "Changing the email address"): the link mailed
 * to a new address. Opened signed in or not, it confirms at once; an expired
 * or used link says so and how to get another.
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const { user, userUpdated } = useSession();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const tried = useRef<string | null>(null);
  const signedIn = Boolean(user);

  useEffect(() => {
    if (tried.current === token) {
      return;
    }
    tried.current = token;
    void (async () => {
      try {
        await confirmEmailChange(token);
        setOutcome({ state: 'done' });
        if (signedIn) {
          const fresh = await fetchMe().catch(() => null);
          if (fresh) {
            userUpdated(fresh);
          }
        }
      } catch (error) {
        const invalid = errorCode(error) === 'InvalidVerificationToken' || !token;
        setOutcome({
          state: 'failed',
          reason: invalid ? intl.formatMessage(messages.failed) : describeError(intl, error),
        });
      }
    })();
  }, [token, intl, signedIn, userUpdated]);

  if (outcome.state === 'confirming') {
    return (
      <Stack align="center" gap="4" py="10" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{intl.formatMessage(messages.confirming)}</Text>
      </Stack>
    );
  }

  const done = outcome.state === 'done';
  return (
    <>
      <Box
        display="inline-flex"
        p="3"
        mb="6"
        borderRadius="xl"
        bg={done ? 'brand.subtle' : 'red.subtle'}
        color={done ? 'brand.fg' : 'fg.error'}
        borderWidth="1px"
        borderColor={done ? 'brand.muted' : 'red.muted'}
      >
        {done ? <CircleCheck aria-hidden size={28} /> : <CircleAlert aria-hidden size={28} />}
      </Box>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        <Text as="span" role={done ? 'status' : 'alert'}>
          {done ? intl.formatMessage(messages.done) : outcome.reason}
        </Text>
      </AuthHeading>
      <Button asChild size="lg" width="full">
        <RouterLink to="/dashboard/resumes">{intl.formatMessage(messages.continue)}</RouterLink>
      </Button>
    </>
  );
}
