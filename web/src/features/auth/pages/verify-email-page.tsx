import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { api } from '../../../lib/api/client';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../ui/toaster';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthHeading } from '../components/auth-heading';
import { useSession } from '../components/session-provider';
import { type User } from '../lib/user';
import { verificationMessages } from '../lib/verification-messages';

const messages = defineMessages({
  documentTitle: { id: 'auth.verifyEmail.documentTitle', defaultMessage: 'Verify your email' },
  title: { id: 'auth.verifyEmail.title', defaultMessage: 'Verify your email address' },
  optional: {
    id: 'auth.verifyEmail.optional',
    defaultMessage:
      'This step is optional: your email address is only used to send you a link when you forget your password.',
  },
  verified: { id: 'auth.verifyEmail.verified', defaultMessage: 'Verified' },
  unverified: { id: 'auth.verifyEmail.unverified', defaultMessage: 'Unverified' },
  noMail: { id: 'auth.verifyEmail.noMail', defaultMessage: "Didn't get the mail?" },
  resend: { id: 'auth.verifyEmail.resend', defaultMessage: 'Resend the verification link' },
  continue: { id: 'auth.verifyEmail.continue', defaultMessage: 'Continue to your resumes' },
  verifying: { id: 'auth.verifyEmail.verifying', defaultMessage: 'Verifying your email address…' },
  done: { id: 'auth.verifyEmail.done', defaultMessage: 'Your email address has been verified.' },
});

const sentMessages = defineMessages<{ sent: { email: string } }>({
  sent: {
    id: 'auth.verifyEmail.sent',
    defaultMessage: 'We sent a link to {email}. Open it to confirm the address is yours.',
  },
});

/**
 * Verify-email (docs/product.md#auth-screens) (signed in): says the step is optional, offers a resend
 * link while the address is unverified, and with ?token=… verifies at once,
 * then goes to /dashboard/resumes with a toast (docs/product.md#sign-in-flow).
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const { user, userUpdated } = useSession();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const showError = useServerErrorToast();
  const token = search.get('token');
  const [resending, setResending] = useState(false);
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!token || tried.current === token) {
      return;
    }
    tried.current = token;
    void (async () => {
      try {
        await api(`/auth/verify-email?token=${encodeURIComponent(token)}`, { method: 'POST' });
        toaster.create({ type: 'success', title: intl.formatMessage(messages.done) });
        const fresh = await api<User>('/user/me').catch(() => null);
        if (fresh) {
          userUpdated(fresh);
        }
        void navigate('/dashboard/resumes', { replace: true });
      } catch (error) {
        showError(error);
        setSearch({}, { replace: true });
      }
    })();
  }, [token, intl, navigate, setSearch, showError, userUpdated]);

  const resend = async () => {
    setResending(true);
    try {
      await api<{ message: string }>('/auth/verify-email/resend', { method: 'POST' });
      toaster.create({ type: 'success', title: intl.formatMessage(verificationMessages.resent) });
    } catch (error) {
      showError(error);
    } finally {
      setResending(false);
    }
  };

  if (token) {
    return (
      <Stack align="center" gap="4" py="10" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{intl.formatMessage(messages.verifying)}</Text>
      </Stack>
    );
  }

  const verified = user?.emailVerified === true;

  return (
    <>
      <Box
        display="inline-flex"
        p="3"
        mb="6"
        borderRadius="xl"
        bg="brand.subtle"
        color="brand.fg"
        borderWidth="1px"
        borderColor="brand.muted"
      >
        {verified ? <CircleCheck aria-hidden size={28} /> : <Mail aria-hidden size={28} />}
      </Box>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(sentMessages.sent, { email: user?.email ?? '' })}
      </AuthHeading>
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Text textStyle="sm" fontWeight="medium">
            {user?.email}
          </Text>
          <Badge colorPalette={verified ? 'green' : 'orange'} variant="subtle">
            {intl.formatMessage(verified ? messages.verified : messages.unverified)}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(messages.optional)}
        </Text>
        {!verified && (
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(messages.noMail)}{' '}
            <Button
              variant="plain"
              size="sm"
              height="auto"
              p="0"
              color="brand.fg"
              fontWeight="medium"
              textDecoration="underline"
              textUnderlineOffset="3px"
              loading={resending}
              onClick={() => void resend()}
            >
              {intl.formatMessage(messages.resend)}
            </Button>
          </Text>
        )}
        <Button asChild size="lg">
          <RouterLink to="/dashboard/resumes">{intl.formatMessage(messages.continue)}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
