import { SMTPServer } from 'smtp-server';

import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

type ErrorBody = { statusCode: number; code: string; message: string };
type Mail = { to: string; subject: string; body: string };

/** A real SMTP server on loopback that keeps every mail it receives. */
class Mailbox {
  readonly mails: Mail[] = [];
  private waiters: { to: string; resolve: (mail: Mail) => void }[] = [];
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        // Undo quoted-printable soft breaks so the link reads whole.
        const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const mail = { to, subject, body };
        this.mails.push(mail);
        for (const waiter of this.waiters.filter((w) => w.to === to)) {
          waiter.resolve(mail);
        }
        this.waiters = this.waiters.filter((w) => w.to !== to);
        callback();
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address() as { port: number };
    return `smtp://127.0.0.1:${address.port}`;
  }

  /** The next mail to `to` that arrives from now on. */
  next(to: string): Promise<Mail> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} arrived`)), 10_000);
      this.waiters.push({
        to: to.toLowerCase(),
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of the first link in a mail to a web page under /auth/. */
function linkIn(mail: Mail, page: string): URL {
  const match = new RegExp(`https?://[^\\s]+/auth/${page}\\?token=[A-Za-z0-9_-]+`).exec(mail.body);
  if (!match) {
    throw new Error(`no ${page} link in: ${mail.body}`);
  }
  return new URL(match[0]);
}

// Real servers on a shared two-core machine: argon2 and startups can take a while.
jest.setTimeout(30_000);

describe('identity through the gateway: mail, verification and password reset', () => {
  let mailbox: Mailbox;
  let stack: IdentityStack;

  beforeAll(async () => {
    mailbox = new Mailbox();
    const smtpUrl = await mailbox.listen();
    stack = await startIdentityStack({
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'https://vitae.example.org',
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await mailbox?.close();
  });

  async function registered() {
    const browser = new Browser(stack.url);
    const account = newAccount();
    const mail = mailbox.next(account.email);
    const { body: user } = await browser.call<{ id: string; email: string }>(
      'POST',
      '/api/auth/register',
      account,
    );
    return { browser, account, user, mail: await mail };
  }

  const sql = (query: string, parameters: unknown[]) =>
    stack.identity.deps.database!.dataSource.query(query, parameters);

  describe('email verification', () => {
    it('mails a link on registration; following it verifies the address, once (QUALITY 15)', async () => {
      const { browser, mail } = await registered();
      expect(mail.subject).toBe('Verify your email address');
      const link = linkIn(mail, 'verify-email');
      expect(link.origin).toBe('https://vitae.example.org');
      const token = link.searchParams.get('token')!;
      const verified = await browser.call('POST', `/api/auth/verify-email?token=${token}`);
      expect(verified).toMatchObject({ status: 200, body: { message: expect.any(String) } });
      expect(
        (await browser.call<{ emailVerified: boolean }>('GET', '/api/user/me')).body.emailVerified,
      ).toBe(true);
      const again = await browser.call<ErrorBody>('POST', `/api/auth/verify-email?token=${token}`);
      expect(again).toMatchObject({
        status: 400,
        body: {
          code: 'InvalidVerificationToken',
          message: 'The verification token is invalid or has expired. Please restart verification.',
        },
      });
      const resend = await browser.call<ErrorBody>('POST', '/api/auth/verify-email/resend');
      expect(resend).toMatchObject({ status: 400, body: { code: 'EmailAlreadyVerified' } });
    });

    it('resend mails a new link that replaces the old one, and answers with a message', async () => {
      const { browser, account, mail: first } = await registered();
      const second = mailbox.next(account.email);
      const resend = await browser.call('POST', '/api/auth/verify-email/resend');
      expect(resend).toMatchObject({
        status: 200,
        body: { message: expect.stringMatching(/verification/) },
      });
      const oldToken = linkIn(first, 'verify-email').searchParams.get('token');
      const newToken = linkIn(await second, 'verify-email').searchParams.get('token');
      expect(
        (await browser.call<ErrorBody>('POST', `/api/auth/verify-email?token=${oldToken}`)).body
          .code,
      ).toBe('InvalidVerificationToken');
      expect((await browser.call('POST', `/api/auth/verify-email?token=${newToken}`)).status).toBe(
        200,
      );
    });

    it('refuses an expired or made-up token, and resend without a session', async () => {
      const { browser, user, mail } = await registered();
      await sql(
        "UPDATE secrets SET verification_token_expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      const token = linkIn(mail, 'verify-email').searchParams.get('token');
      expect(
        (await browser.call<ErrorBody>('POST', `/api/auth/verify-email?token=${token}`)).body.code,
      ).toBe('InvalidVerificationToken');
      expect(
        (await browser.call<ErrorBody>('POST', '/api/auth/verify-email?token=made-up')).body.code,
      ).toBe('InvalidVerificationToken');
      expect(
        (await new Browser(stack.url).call('POST', '/api/auth/verify-email/resend')).status,
      ).toBe(401);
    });

    it('stores only a hash of the token (QUALITY 13)', async () => {
      const { user, mail } = await registered();
      const token = linkIn(mail, 'verify-email').searchParams.get('token')!;
      const [row] = (await sql('SELECT verification_token_hash FROM secrets WHERE user_id = $1', [
        user.id,
      ])) as {
        verification_token_hash: string;
      }[];
      expect(row.verification_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.verification_token_hash).not.toContain(token);
    });
  });

  describe('password reset', () => {
    it('quality: forgot-password answers the same for a known and an unknown address (QUALITY 17)', async () => {
      const { account } = await registered();
      const known = await new Browser(stack.url).call('POST', '/api/auth/forgot-password', {
        email: account.email,
      });
      const unknown = await new Browser(stack.url).call('POST', '/api/auth/forgot-password', {
        email: 'nobody.here@example.org',
      });
      expect(known.status).toBe(200);
      expect(unknown).toEqual(known);
    });

    it('mails a link that resets the password once, and ends every session (QUALITY 15)', async () => {
      const { browser, account, user } = await registered();
      const mail = mailbox.next(account.email);
      await new Browser(stack.url).call('POST', '/api/auth/forgot-password', {
        email: account.email.toUpperCase(),
      });
      const received = await mail;
      expect(received.subject).toBe('Reset your password');
      const link = linkIn(received, 'reset-password');
      const token = link.searchParams.get('token')!;
      const [row] = (await sql('SELECT reset_token_hash FROM secrets WHERE user_id = $1', [
        user.id,
      ])) as { reset_token_hash: string }[];
      expect(row.reset_token_hash).not.toContain(token);

      const short = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/reset-password',
        { token, password: '123' },
      );
      expect(short).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
      const reset = await new Browser(stack.url).call('POST', '/api/auth/reset-password', {
        token,
        password: 'brand new secret',
      });
      expect(reset).toMatchObject({ status: 200, body: { message: expect.any(String) } });
      const reused = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/reset-password',
        { token, password: 'another one' },
      );
      expect(reused).toMatchObject({
        status: 400,
        body: {
          code: 'InvalidResetToken',
          message: 'The reset token is invalid or has expired. Please restart the reset process.',
        },
      });
      expect((await browser.call('POST', '/api/auth/refresh')).status).toBe(401);
      const oldPassword = await new Browser(stack.url).call('POST', '/api/auth/login', {
        identifier: account.email,
        password: account.password,
      });
      expect(oldPassword.status).toBe(401);
      const newPassword = await new Browser(stack.url).call('POST', '/api/auth/login', {
        identifier: account.email,
        password: 'brand new secret',
      });
      expect(newPassword.status).toBe(200);
    });

    it('refuses an expired reset token', async () => {
      const { account, user } = await registered();
      const mail = mailbox.next(account.email);
      await new Browser(stack.url).call('POST', '/api/auth/forgot-password', {
        email: account.email,
      });
      const token = linkIn(await mail, 'reset-password').searchParams.get('token')!;
      await sql(
        "UPDATE secrets SET reset_token_expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      const expired = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/reset-password',
        { token, password: 'brand new secret' },
      );
      expect(expired.body.code).toBe('InvalidResetToken');
    });

    it('refuses a malformed address with BAD_USER_INPUT', async () => {
      const response = await new Browser(stack.url).call<ErrorBody>(
        'POST',
        '/api/auth/forgot-password',
        { email: 'not-an-address' },
      );
      expect(response).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('OAuth accounts', () => {
    it('refuses a password login to an account that signs in with a provider, with OAuthUser', async () => {
      const account = newAccount();
      await sql(
        "INSERT INTO users (name, username, email, provider, email_verified) VALUES ($1, $2, $3, 'github', true) RETURNING id",
        [account.name, account.username, account.email],
      ).then((rows: { id: string }[]) =>
        sql('INSERT INTO secrets (user_id) VALUES ($1)', [rows[0].id]),
      );
      const response = await new Browser(stack.url).call<ErrorBody>('POST', '/api/auth/login', {
        identifier: account.username,
        password: 'whatever it is',
      });
      expect(response).toMatchObject({ status: 400, body: { code: 'OAuthUser' } });
    });
  });
});
