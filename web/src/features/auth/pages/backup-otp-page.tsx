import { Stack } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '../../../ui/use-document-title';
import { AuthHeading } from '../components/auth-heading';
import { FormFooterLink } from '../components/form-footer-link';
import { SecondFactorForm } from '../components/second-factor-form';
import { withRedirect } from '../lib/with-redirect';

const messages = defineMessages({
  documentTitle: { id: 'auth.backupOtp.documentTitle', defaultMessage: 'Use a backup code' },
  title: { id: 'auth.backupOtp.title', defaultMessage: 'Use a backup code' },
  description: {
    id: 'auth.backupOtp.description',
    defaultMessage:
      'Enter one of the ten backup codes you saved when you turned on two-factor authentication. Each code works once.',
  },
  code: { id: 'auth.backupOtp.code', defaultMessage: 'Backup code' },
  submit: { id: 'auth.backupOtp.submit', defaultMessage: 'Verify' },
  back: { id: 'auth.backupOtp.back', defaultMessage: 'Use your authenticator app instead' },
});

/** Backup-otp (docs/product.md#auth-screens): one backup code; success goes to /dashboard (or `redirect`). */
export function BackupOtpPage() {
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
          endpoint="/auth/2fa/backup"
          rule="backupCode"
          label={intl.formatMessage(messages.code)}
          submitLabel={intl.formatMessage(messages.submit)}
        />
        <FormFooterLink
          label={intl.formatMessage(messages.back)}
          to={withRedirect('/auth/verify-otp', search.get('redirect'))}
        />
      </Stack>
    </>
  );
}
