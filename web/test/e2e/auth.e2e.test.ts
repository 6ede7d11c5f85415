import { type Page } from 'puppeteer-core';

import {
  apiFromPage,
  fieldValue,
  isShown,
  newAccount,
  registerThroughApi,
  submit,
} from './auth-helpers';
import {
  appForTests,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  openPage,
  originPage,
  pageErrors,
  phoneWidth,
  totpForStep,
  totpSecret,
  totpStep,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests({ mail: true });

const serverError = 'Oops, the server returned an error.';

async function withPage(path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await openPage(suite.browser, `${suite.app.url}${path}`);
  try {
    await run(page);
    expect(pageErrors(page)).toEqual([]);
  } finally {
    await closePage(page);
  }
}

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await fillByLabel(page, 'Email or username', identifier);
  await fillByLabel(page, 'Password', password);
  await submit(page, 'Sign in');
}

describe('registration, verification and sign-in', () => {
  it('registers, verifies the address by the mailed link, logs out and signs in again', async () => {
    const account = newAccount();
    await withPage('/auth/register', async (page) => {
      await fillByLabel(page, 'Name', account.name);
      await fillByLabel(page, 'Username', account.username);
      await fillByLabel(page, 'Email', account.email);
      await fillByLabel(page, 'Password', account.password);
      await submit(page, 'Create account');

      await waitForUrl(page, '/auth/verify-email');
      await waitForText(page, 'This step is optional');
      await waitForText(page, 'Unverified');
      expect(await page.title()).toBe('Verify your email - Vitae');

      const mail = await suite.app.mailbox.next({ to: account.email });
      const link = mail.links.find((candidate) => candidate.includes('/auth/verify-email?token='));
      expect(link).toBeDefined();
      await page.goto(link!);
      await waitForText(page, 'Your email address has been verified.');
      await waitForUrl(page, '/dashboard/resumes');

      const me = await apiFromPage<{ emailVerified: boolean }>(page, '/user/me');
      expect(me.body.emailVerified).toBe(true);

      await apiFromPage(page, '/auth/logout', { method: 'POST' });
      await page.goto(`${suite.app.url}/auth/login`);
      await signIn(page, account.username, account.password);
      await waitForUrl(page, '/dashboard/resumes');
    });
  });

  it('resends the verification link with the server message as a success toast', async () => {
    await withPage('/', async (page) => {
      const account = newAccount('resend');
      await registerThroughApi(page, account);
      await suite.app.mailbox.next({ to: account.email });
      await page.goto(`${suite.app.url}/auth/verify-email`);
      await clickByRole(page, 'button', 'Resend the verification link');
      const mail = await suite.app.mailbox.next({ to: account.email });
      expect(mail.links.some((link) => link.includes('/auth/verify-email?token='))).toBe(true);
      await waitForText(page, 'A new verification link is on its way to your inbox.');
    });
  });

  it('shows the InvalidVerificationToken toast for a used or unknown link', async () => {
    await withPage('/', async (page) => {
      await registerThroughApi(page, newAccount('badlink'));
      await page.goto(`${suite.app.url}/auth/verify-email?token=not-a-real-token`);
      await waitForText(page, serverError);
      await waitForText(page, 'This verification link is invalid or has expired.');
      await waitForUrl(page, '/auth/verify-email');
      await byRole(page, 'button', 'Resend the verification link').wait();
    });
  });

  it('shows the UserAlreadyExists toast and resets the form when the username is taken', async () => {
    const taken = newAccount('taken');
    await withPage('/', async (page) => {
      await registerThroughApi(page, taken);
    });
    await withPage('/auth/register', async (page) => {
      await fillByLabel(page, 'Name', 'Someone Else');
      await fillByLabel(page, 'Username', taken.username);
      await fillByLabel(page, 'Email', `other.${taken.email}`);
      await fillByLabel(page, 'Password', 'another password');
      await submit(page, 'Create account');
      await waitForText(page, 'A user with this email and/or username already exists.');
      expect(await fieldValue(page, 'Username')).toBe('');
      expect(await fieldValue(page, 'Password')).toBe('');
      await waitForUrl(page, '/auth/register');
    });
  });
});

describe('sign-in refusals and the field rules in the browser', () => {
  it('shows the InvalidCredentials toast for a wrong password and empties the form', async () => {
    const account = newAccount('wrong');
    await withPage('/', async (page) => {
      await registerThroughApi(page, account);
    });
    await withPage('/auth/login', async (page) => {
      await signIn(page, account.email, 'not the password');
      await waitForText(page, serverError);
      await waitForText(page, 'No user exists with the credentials provided.');
      expect(await fieldValue(page, 'Email or username')).toBe('');
      expect(await fieldValue(page, 'Password')).toBe('');
      await waitForUrl(page, '/auth/login');
    });
  });

  it('shows the register rules at the fields and sends nothing until they pass', async () => {
    await withPage('/auth/register', async (page) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/register')) {
          sent.push(request.url());
        }
      });
      await submit(page, 'Create account');
      await waitForText(page, 'This field is required.');
      await fillByLabel(page, 'Name', 'Al');
      await fillByLabel(page, 'Username', 'Ada Lovelace');
      await fillByLabel(page, 'Email', 'ada@');
      await fillByLabel(page, 'Password', '12345');
      await submit(page, 'Create account');
      await waitForText(page, 'Name must be at least 3 characters long.');
      await waitForText(
        page,
        'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
      );
      await waitForText(page, 'Email must be a valid address.');
      await waitForText(page, 'Password must be at least 6 characters long.');
      // What the person typed stays, so they can correct it.
      expect(await fieldValue(page, 'Username')).toBe('Ada Lovelace');
      expect(sent).toEqual([]);
      await expectAccessible(page, 'the register page with errors');
    });
  });

  it('refuses a malformed identifier with InvalidCredentials at the field', async () => {
    await withPage('/auth/login', async (page) => {
      await signIn(page, 'Not A Username', 'whatever');
      await waitForText(page, 'No user exists with the credentials provided.');
      expect(await isShown(page, 'status', serverError)).toBe(false);
    });
  });

  it('checks the code rules on verify-otp and backup-otp', async () => {
    await withPage('/auth/verify-otp', async (page) => {
      await fillByLabel(page, 'Authentication code', '12345');
      await submit(page, 'Verify');
      await waitForText(page, 'Code must be exactly 6 digits long.');
      await fillByLabel(page, 'Authentication code', '12a456');
      await waitForText(page, 'code must be a 6 digit number');
      await clickByRole(page, 'link', 'Use a backup code');
      await waitForUrl(page, '/auth/backup-otp');
      await fillByLabel(page, 'Backup code', 'ABCDE12345');
      await submit(page, 'Verify');
      await waitForText(
        page,
        'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.',
      );
    });
  });

  it('sends a code without a pending sign-in back to login', async () => {
    await withPage('/auth/verify-otp', async (page) => {
      await fillByLabel(page, 'Authentication code', '123456');
      await submit(page, 'Verify');
      await waitForText(page, 'Your sign-in has expired. Please sign in again.');
      await waitForUrl(page, '/auth/login');
    });
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password and signs in with it', async () => {
    const account = newAccount('reset');
    await withPage('/', async (page) => {
      await registerThroughApi(page, account);
    });
    await suite.app.mailbox.next({ to: account.email, subject: /verif/i }).catch(() => undefined);
    await withPage('/auth/login', async (page) => {
      await clickByRole(page, 'link', 'Forgot password?');
      await waitForUrl(page, '/auth/forgot-password');
      await fillByLabel(page, 'Email', account.email);
      await submit(page, 'Send reset link');
      await waitForText(page, "You've got mail!");

      const mail = await suite.app.mailbox.next({ to: account.email, subject: /password/i });
      const link = mail.links.find((candidate) =>
        candidate.includes('/auth/reset-password?token='),
      );
      expect(link).toBeDefined();
      await page.goto(link!);
      await fillByLabel(page, 'New password', 'a brand new secret');
      await submit(page, 'Change password');
      await waitForUrl(page, '/auth/login');
      await waitForText(page, 'Your password has been reset.');

      await signIn(page, account.username, account.password);
      await waitForText(page, 'No user exists with the credentials provided.');
      await signIn(page, account.username, 'a brand new secret');
      await waitForUrl(page, '/dashboard/resumes');
    });
  });

  it('shows InvalidResetToken for a bad token and empties the field', async () => {
    await withPage('/auth/reset-password?token=nope', async (page) => {
      await fillByLabel(page, 'New password', 'a brand new secret');
      await submit(page, 'Change password');
      await waitForText(page, serverError);
      await waitForText(page, 'This reset link is invalid or has expired.');
      expect(await fieldValue(page, 'New password')).toBe('');
    });
  });
});

describe('two-factor sign-in', () => {
  it('signs in through verify-otp, then through backup-otp with a backup code', async () => {
    const account = newAccount('otp');
    let secret = '';
    let enabledAt = 0;
    let backupCodes: string[] = [];
    await withPage('/', async (page) => {
      await registerThroughApi(page, account);
      const setup = await apiFromPage<{ message: string }>(page, '/auth/2fa/setup', {
        method: 'POST',
      });
      secret = totpSecret(setup.body.message);
      enabledAt = totpStep();
      const enabled = await apiFromPage<{ backupCodes: string[] }>(page, '/auth/2fa/enable', {
        method: 'POST',
        body: { code: totpForStep(secret, enabledAt) },
      });
      expect(enabled.status).toBe(200);
      backupCodes = enabled.body.backupCodes;
      expect(backupCodes).toHaveLength(10);
    });

    await withPage('/auth/login?redirect=%2Fdashboard%2Fsettings', async (page) => {
      await signIn(page, account.email, account.password);
      await waitForUrl(page, /^\/auth\/verify-otp\?redirect=%2Fdashboard%2Fsettings$/);
      // A wrong code: the server error toast, and the field empties.
      await fillByLabel(page, 'Authentication code', '000000');
      await submit(page, 'Verify');
      await waitForText(page, 'The code you entered is invalid. Please try again.');
      expect(await fieldValue(page, 'Authentication code')).toBe('');
      await fillByLabel(page, 'Authentication code', totpForStep(secret, enabledAt + 1));
      await submit(page, 'Verify');
      await waitForUrl(page, '/dashboard/settings');
    });

    await withPage('/auth/login', async (page) => {
      await signIn(page, account.username, account.password);
      await waitForUrl(page, '/auth/verify-otp');
      // A reload while the code is asked for keeps the pending sign-in.
      await page.reload();
      await byRole(page, 'link', 'Use a backup code').wait();
      await clickByRole(page, 'link', 'Use a backup code');
      await waitForUrl(page, '/auth/backup-otp');
      await fillByLabel(page, 'Backup code', backupCodes[0]!);
      await submit(page, 'Verify');
      await waitForUrl(page, '/dashboard/resumes');
    });

    // A used backup code is refused the second time.
    await withPage('/auth/login', async (page) => {
      await signIn(page, account.username, account.password);
      await waitForUrl(page, '/auth/verify-otp');
      await clickByRole(page, 'link', 'Use a backup code');
      await waitForUrl(page, '/auth/backup-otp');
      await fillByLabel(page, 'Backup code', backupCodes[0]!);
      await submit(page, 'Verify');
      await waitForText(page, 'The backup code you entered is invalid or has already been used.');
      expect(await fieldValue(page, 'Backup code')).toBe('');
    });
  });
});

describe('every auth screen', () => {
  const guestScreens = [
    ['/auth/login', 'auth-login', 'Sign in to your account', 'Sign in - Vitae'],
    ['/auth/register', 'auth-register', 'Create a new account', 'Create an account - Vitae'],
    [
      '/auth/forgot-password',
      'auth-forgot-password',
      'Forgot your password?',
      'Forgot password - Vitae',
    ],
    [
      '/auth/reset-password?token=t',
      'auth-reset-password',
      'Reset your password',
      'Reset password - Vitae',
    ],
    [
      '/auth/verify-otp',
      'auth-verify-otp',
      'Two-factor authentication',
      'Two-factor authentication - Vitae',
    ],
    ['/auth/backup-otp', 'auth-backup-otp', 'Use a backup code', 'Use a backup code - Vitae'],
  ] as const;

  it.each(guestScreens)(
    '%s has its title, no serious axe violation, in light and dark',
    async (path, shot, heading, title) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [1440, phoneWidth]) {
          const page = await openPage(suite.browser, `${suite.app.url}${path}`, {
            colorScheme,
            width,
          });
          try {
            await byRole(page, 'heading', heading).wait();
            expect(await page.title()).toBe(title);
            await byRole(page, 'link', 'Vitae home').wait();
            await byRole(page, 'combobox', 'Language').wait();
            await expectAccessible(page, `${path} (${colorScheme}, ${width} px)`);
            expect(pageErrors(page)).toEqual([]);
          } finally {
            await closePage(page);
          }
        }
      }
      await captureScreen(suite.browser, `${suite.app.url}${path}`, shot, {
        prepare: (page) =>
          byRole(page, 'heading', heading)
            .wait()
            .then(() => undefined),
      });
    },
  );

  it('shows the "You\'ve got mail!" notice accessibly', async () => {
    const prepare = async (page: Page) => {
      await fillByLabel(page, 'Email', 'someone@example.org');
      await submit(page, 'Send reset link');
      await waitForText(page, "You've got mail!");
    };
    await withPage('/auth/forgot-password', async (page) => {
      await prepare(page);
      await expectAccessible(page, 'the forgot-password notice');
    });
    await captureScreen(
      suite.browser,
      `${suite.app.url}/auth/forgot-password`,
      'auth-forgot-password-sent',
      {
        prepare,
      },
    );
  });

  it('verify-email, signed in, has no serious axe violation', async () => {
    const context = await suite.browser.createBrowserContext();
    try {
      const page = await openPage(context, originPage(suite.app.url));
      await registerThroughApi(page, newAccount('shot'));
      await page.goto(`${suite.app.url}/auth/verify-email`);
      await byRole(page, 'heading', 'Verify your email address').wait();
      expect(await page.title()).toBe('Verify your email - Vitae');
      await expectAccessible(page, 'the verify-email page');
      await page.close();
      await captureScreen(
        suite.browser,
        `${suite.app.url}/auth/verify-email`,
        'auth-verify-email',
        {
          context,
          prepare: (shown) =>
            byRole(shown, 'heading', 'Verify your email address')
              .wait()
              .then(() => undefined),
        },
      );
    } finally {
      await context.close();
    }
  });
});
