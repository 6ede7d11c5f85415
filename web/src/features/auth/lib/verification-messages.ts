import { defineMessages } from 'react-intl';

/** Words of the email verification that the auth screens and the settings share. */
export const verificationMessages = defineMessages({
  // The server's answer to POST /auth/verify-email/resend, in the reader's language.
  resent: {
    id: 'auth.verifyEmail.resent',
    defaultMessage: 'A new verification link is on its way to your inbox.',
  },
});
