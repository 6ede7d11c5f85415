import { newAccount, runningIdentity } from '../support/identity-under-test';
import { linkIn, type Mail, Mailbox } from '../support/mailbox';

const tokenIn = (mail: Mail, page: string) => linkIn(mail, page).searchParams.get('token')!;

describe('mail: email verification and password reset', () => {
  const mailbox = new Mailbox();
  const identity = runningIdentity(async () => ({
    SMTP_URL: await mailbox.listen(),
    PUBLIC_URL: 'https://vitae.example.org',
  }));

  afterAll(async () => {
    await mailbox.close();
  });

  /** A new account, signed in, with the verification mail registering sent it. */
  async function signedUp() {
    const account = newAccount();
    const mail = mailbox.next(account.email);
    const client = identity.client();
    const user = await client.ok('register', account);
    return { client, account, user, mail: await mail };
  }

  describe('email verification', () => {
    it('mails a link on registration; following it verifies the address, once', async () => {
      const { client, mail } = await signedUp();
      expect(mail.subject).toBe('Verify your email address');
      const link = linkIn(mail, 'verify-email');
      expect(link.origin).toBe('https://vitae.example.org');
      const token = link.searchParams.get('token')!;
      expect(await client.call('verifyEmail', { token })).toEqual({
        data: { message: expect.any(String) },
      });
      expect((await client.ok('me')).emailVerified).toBe(true);
      expect(await client.call('verifyEmail', { token })).toEqual({
        error: {
          code: 'InvalidVerificationToken',
          message: 'The verification token is invalid or has expired. Please restart verification.',
        },
      });
      expect(await client.code('resendVerificationEmail')).toBe('EmailAlreadyVerified');
    });

    it('resend mails a new link that replaces the old one, and answers with a message', async () => {
      const { client, account, mail: first } = await signedUp();
      const second = mailbox.next(account.email);
      const resent = await client.ok('resendVerificationEmail');
      expect(resent.message).toMatch(/verification/);
      const oldToken = tokenIn(first, 'verify-email');
      const newToken = tokenIn(await second, 'verify-email');
      expect(await client.code('verifyEmail', { token: oldToken })).toBe(
        'InvalidVerificationToken',
      );
      expect((await client.call('verifyEmail', { token: newToken })).error).toBeUndefined();
    });

    it('refuses an expired or made-up token, and resend without a session', async () => {
      const { client, user, mail } = await signedUp();
      await identity.sql(
        "UPDATE secrets SET verification_token_expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      const token = tokenIn(mail, 'verify-email');
      expect(await client.code('verifyEmail', { token })).toBe('InvalidVerificationToken');
      expect(await client.code('verifyEmail', { token: 'made-up' })).toBe(
        'InvalidVerificationToken',
      );
      expect(await identity.client().code('resendVerificationEmail')).toBe('UNAUTHENTICATED');
    });

    it('stores only a hash of the token', async () => {
      const { user, mail } = await signedUp();
      const [row] = await identity.sql<{ verification_token_hash: string }>(
        'SELECT verification_token_hash FROM secrets WHERE user_id = $1',
        [user.id],
      );
      expect(row.verification_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.verification_token_hash).not.toContain(tokenIn(mail, 'verify-email'));
    });
  });

  describe('password reset', () => {
    it('quality: forgotPassword answers the same for a known and an unknown address', async () => {
      const { account } = await signedUp();
      const known = await identity.client().call('forgotPassword', { email: account.email });
      const unknown = await identity
        .client()
        .call('forgotPassword', { email: 'nobody.here@example.org' });
      expect(known.error).toBeUndefined();
      expect(unknown).toEqual(known);
    });

    it('mails a link that resets the password once, and ends every session', async () => {
      const { client, account, user } = await signedUp();
      const mail = mailbox.next(account.email);
      await identity.client().ok('forgotPassword', { email: account.email.toUpperCase() });
      const received = await mail;
      expect(received.subject).toBe('Reset your password');
      const token = tokenIn(received, 'reset-password');
      const [row] = await identity.sql<{ reset_token_hash: string }>(
        'SELECT reset_token_hash FROM secrets WHERE user_id = $1',
        [user.id],
      );
      expect(row.reset_token_hash).not.toContain(token);

      const reset = (password: string) =>
        identity.client().call('resetPassword', { token, password });
      expect((await reset('123')).error?.code).toBe('BAD_USER_INPUT');
      expect(await reset('brand new secret')).toEqual({ data: { message: expect.any(String) } });
      expect(await reset('another one')).toEqual({
        error: {
          code: 'InvalidResetToken',
          message: 'The reset token is invalid or has expired. Please restart the reset process.',
        },
      });
      expect(await client.code('refreshSession')).toBe('UNAUTHENTICATED');
      expect((await identity.client().logIn(account)).error?.code).toBe('InvalidCredentials');
      const renewed = await identity.client().logIn(account, 'brand new secret');
      expect(renewed.data?.status).toBe('authenticated');
    });

    it('refuses an expired reset token', async () => {
      const { account, user } = await signedUp();
      const mail = mailbox.next(account.email);
      await identity.client().ok('forgotPassword', { email: account.email });
      const token = tokenIn(await mail, 'reset-password');
      await identity.sql(
        "UPDATE secrets SET reset_token_expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      const expired = await identity
        .client()
        .code('resetPassword', { token, password: 'brand new secret' });
      expect(expired).toBe('InvalidResetToken');
    });

    it('refuses a malformed address with BAD_USER_INPUT', async () => {
      const refused = await identity.client().code('forgotPassword', { email: 'not-an-address' });
      expect(refused).toBe('BAD_USER_INPUT');
    });
  });
});
