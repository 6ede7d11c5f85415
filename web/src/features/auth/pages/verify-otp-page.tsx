import { Stack } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthHeading } from '../components/auth-heading';
import { FormFooterLink } from '../components/form-footer-link';
import { SecondFactorForm } from '../components/second-factor-form';
import { withRedirect } from '../lib/with-redirect';

const messages = defineMessages({
  documentTitle: {
    id: 'auth.verifyOtp.documentTitle',
    defaultMessage: 'Two-factor authentication',
  },
  title: { id: 'auth.verifyOtp.title', defaultMessage: 'Two-factor authentication' },
  description: {
    id: 'auth.verifyOtp.description',
    defaultMessage: 'Enter the six-digit code your authenticator app shows for Vitae.',
  },
  code: { id: 'auth.verifyOtp.code', defaultMessage: 'Authentication code' },
  submit: { id: 'auth.verifyOtp.submit', defaultMessage: 'Verify' },
  lostDevice: {
    id: 'auth.verifyOtp.lostDevice',
    defaultMessage: 'No access to your authenticator?',
  },
  backup: { id: 'auth.verifyOtp.backup', defaultMessage: 'Use a backup code' },
});

/** Verify-otp (docs/product.md#auth-screens): six-digit code entry; success goes to /dashboard (or `redirect`). */
export function VerifyOtpPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const [search] = useSearchParams();
  return (
    <>
      <AuthHeading title={intl.formatMessage(messages.title)}>
        {intl.formatMessage(messages.description)}
      </AuthHeading>
      <Stack gap="6">
        <SecondFactorForm
          endpoint="/auth/2fa/verify"
          rule="twoFactorCode"
          label={intl.formatMessage(messages.code)}
          submitLabel={intl.formatMessage(messages.submit)}
        />
        <FormFooterLink
          text={intl.formatMessage(messages.lostDevice)}
          label={intl.formatMessage(messages.backup)}
          to={withRedirect('/auth/backup-otp', search.get('redirect'))}
        />
      </Stack>
    </>
  );
}
