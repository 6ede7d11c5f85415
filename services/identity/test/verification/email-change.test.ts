import { startGithub } from '../support/github-double';
import { newAccount, runningIdentity } from '../support/identity-under-test';
import { linkIn, type Mail, Mailbox } from '../support/mailbox';
import { Navigator } from '../support/navigator';

const tokenIn = (mail: Mail, page: string) => linkIn(mail, page).searchParams.get('token')!;

/** Where the web app is; never loaded, the navigator hands its /api/auth routes to identity. */
const publicUrl = 'http://127.0.0.1:9';

describe('mail: changing the email address, and what a mailed token proves', () => {
  const mailbox = new Mailbox();
  let github: Awaited<ReturnType<typeof startGithub>>;
  beforeAll(async () => {
    github = await startGithub('gh-client', 'gh-secret');
  });
  const identity = runningIdentity(async () => ({
    SMTP_URL: await mailbox.listen(),
    PUBLIC_URL: publicUrl,
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GITHUB_AUTHORIZE_URL: `${github.url}/login/oauth/authorize`,
    GITHUB_TOKEN_URL: `${github.url}/login/oauth/access_token`,
    GITHUB_API_URL: github.url,
  }));
  afterAll(async () => {
    await github?.close();
    await mailbox.close();
  });

  /** A new account, signed in, with the verification mail registering sent it. */
  async function signedUp() {
    const account = newAccount();
    const mail = mailbox.next(account.email);
    const client = identity.client();
    const user = await client.ok('register', account);
    return { client, account, user, verificationMail: await mail };
  }

  /** A fresh address no account has. */
  const freeAddress = () => newAccount().email.replace('ada.', 'new.');

  /** The reset link mailed to `email`. */
  async function resetTokenFor(email: string): Promise<string> {
    const mail = mailbox.next(email);
    await identity.client().ok('forgotPassword', { email });
    return tokenIn(await mail, 'reset-password');
  }

  describe('reset token after an email change', () => {
    it('the attack: a reset asked for my own address, the email changed to the victim\u2019s, the token used; no account holds the victim\u2019s address verified, and the victim\u2019s GitHub sign-in gets an account of their own', async () => {
      const attacker = await signedUp();
      const victim = `victim.${Date.now()}@example.org`;
      const token = await resetTokenFor(attacker.account.email);
      // Every way of asking for the change: with the session alone, and with the password.
      await attacker.client.call('updateMe', { input: { email: victim } });
      await attacker.client.call('updateMe', {
        input: { email: victim, currentPassword: attacker.account.password },
      });
      await identity.client().call('resetPassword', { token, password: 'taken over now' });

      const [holder] = await identity.sql<{ id: string; email_verified: boolean }>(
        'SELECT id, email_verified FROM users WHERE lower(email) = lower($1)',
        [victim],
      );
      expect(holder?.email_verified ?? false).toBe(false);

      // The real owner of the address signs in with GitHub for the first time.
      const id = Date.now();
      github.state.deny = false;
      github.state.next = {
        id,
        login: `victim${id}`,
        name: 'Vic Tim',
        email: victim,
        verified: true,
      };
      const navigator = new Navigator({
        stopAt: `${publicUrl}/auth/callback`,
        publicUrl,
        identityUrl: identity.url,
      });
      const { url } = await navigator.go(`${publicUrl}/api/auth/github`);
      expect(url.searchParams.get('status')).toBe('authenticated');
      const owner = await identity.client().adopt(navigator.jar(publicUrl)).ok('me');
      expect(owner.id).not.toBe(attacker.user.id);
      expect(owner).toMatchObject({ email: victim, provider: 'github' });
    });

    it('a reset or verification token mailed to the old address is refused once the account has another address', async () => {
      const { client, account, user, verificationMail } = await signedUp();
      const resetToken = await resetTokenFor(account.email);
      // However the address came to change, a token mailed to the old one proves nothing now.
      await identity.sql('UPDATE users SET email = $2 WHERE id = $1', [user.id, freeAddress()]);
      expect(
        await identity
          .client()
          .code('resetPassword', { token: resetToken, password: 'taken over' }),
      ).toBe('InvalidResetToken');
      expect(
        await client.code('verifyEmail', { token: tokenIn(verificationMail, 'verify-email') }),
      ).toBe('InvalidVerificationToken');
      expect((await client.ok('me')).emailVerified).toBe(false);
      // The password is still the owner's.
      const login = await identity
        .client()
        .call('login', { identifier: account.username, password: account.password });
      expect(login.data?.status).toBe('authenticated');
    });

    it('a confirmed email change ends every reset and verification token mailed before it', async () => {
      const { client, account, verificationMail } = await signedUp();
      const resetToken = await resetTokenFor(account.email);
      const address = freeAddress();
      const confirmation = mailbox.next(address);
      await client.ok('updateMe', { input: { email: address, currentPassword: account.password } });
      await client.ok('confirmEmailChange', {
        token: tokenIn(await confirmation, 'confirm-email'),
      });
      expect(
        await identity
          .client()
          .code('resetPassword', { token: resetToken, password: 'taken over' }),
      ).toBe('InvalidResetToken');
      expect(
        await client.code('verifyEmail', { token: tokenIn(verificationMail, 'verify-email') }),
      ).toBe('InvalidVerificationToken');
    });
  });

  describe('email change by a link to the new address', () => {
    it('mails a link to the new address; the address changes, verified, only when the link is opened, once', async () => {
      const { client, account, user } = await signedUp();
      const address = freeAddress();
      const mail = mailbox.next(address);
      const answer = await client.ok('updateMe', {
        input: { email: address, currentPassword: account.password },
      });
      expect(answer).toMatchObject({ email: account.email, emailVerified: false });
      const received = await mail;
      expect(received.subject).toBe('Confirm your new email address');
      expect((await client.ok('me')).email).toBe(account.email);

      const token = tokenIn(received, 'confirm-email');
      expect(await identity.client().call('confirmEmailChange', { token })).toEqual({
        data: { message: 'Your new email address is confirmed.' },
      });
      expect(await client.ok('me')).toMatchObject({
        id: user.id,
        email: address,
        emailVerified: true,
      });
      expect(await identity.client().call('confirmEmailChange', { token })).toEqual({
        error: {
          code: 'InvalidVerificationToken',
          message: 'The verification token is invalid or has expired. Please restart verification.',
        },
      });
      expect(
        (await identity.client().logIn({ email: address, password: account.password })).data
          ?.status,
      ).toBe('authenticated');
    });

    it('refuses an expired link', async () => {
      const { client, account, user } = await signedUp();
      const address = freeAddress();
      const mail = mailbox.next(address);
      await client.ok('updateMe', { input: { email: address, currentPassword: account.password } });
      const token = tokenIn(await mail, 'confirm-email');
      await identity.sql(
        "UPDATE secrets SET email_change_token_expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      expect(await identity.client().code('confirmEmailChange', { token })).toBe(
        'InvalidVerificationToken',
      );
      expect((await client.ok('me')).email).toBe(account.email);
    });

    it('quality: answers the same for a taken and a free address; the taken one gets a mail saying someone tried (no link to take it)', async () => {
      const { account: other } = await signedUp();
      const { client, account } = await signedUp();
      const free = freeAddress();
      const toFree = mailbox.next(free);
      const toTaken = mailbox.next(other.email);
      const change = (email: string) =>
        client.call('updateMe', { input: { email, currentPassword: account.password } });
      const takenAnswer = await change(other.email.toUpperCase());
      const freeAnswer = await change(free);
      expect(takenAnswer.error).toBeUndefined();
      expect({ ...takenAnswer.data, updatedAt: null }).toEqual({
        ...freeAnswer.data,
        updatedAt: null,
      });
      const warning = await toTaken;
      expect(warning.subject).toBe('Someone tried to use your email address');
      expect(warning.body).not.toMatch(/confirm-email/);
      expect((await toFree).subject).toBe('Confirm your new email address');
      expect((await client.ok('me')).email).toBe(account.email);
    });

    it('needs the current password: none or a wrong one is refused and mails nothing', async () => {
      const { client } = await signedUp();
      const address = freeAddress();
      expect(await client.call('updateMe', { input: { email: address } })).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Enter your current password.',
          details: [{ path: 'currentPassword', message: 'Enter your current password.' }],
        },
      });
      expect(
        await client.call('updateMe', { input: { email: address, currentPassword: 'guessing' } }),
      ).toEqual({
        error: {
          code: 'InvalidCredentials',
          message: 'No user exists with the credentials provided.',
        },
      });
      expect(mailbox.mails.filter((mail) => mail.to === address)).toEqual([]);
    });
  });
});
