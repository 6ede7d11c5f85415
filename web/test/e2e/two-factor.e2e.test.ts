import { type Page } from 'puppeteer-core';

import { type Account, newAccount, signUpThroughApi } from './auth-helpers';
import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  openPage,
  totp,
  totpSequence,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** Grace Hopper signs up from the page. */
const signUp = (page: Page) =>
  signUpThroughApi(page, newAccount('grace', { name: 'Grace Hopper', password: 'compiler a-0' }));

async function apiCall(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async (url, payload) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    `/api${path}`,
    body,
  );
}

async function gotoSettings(page: Page): Promise<void> {
  await page.goto(`${suite.app.url}/dashboard/settings`);
  await byRole(page, 'heading', 'Two-Factor Authentication').wait();
}

/** The authenticator link the dialog shows (what a person copies into their app). */
function shownLink(page: Page): Promise<string> {
  return byLabel(page, 'Authenticator link')
    .map((element) => (element as HTMLInputElement).value)
    .wait();
}

async function loginInBrowser(page: Page, account: Account): Promise<void> {
  await page.goto(`${suite.app.url}/auth/login`);
  await fillByLabel(page, 'Email or username', account.username);
  await fillByLabel(page, 'Password', account.password);
  await clickByRole(page, 'button', 'Sign in');
}

describe('two-factor authentication from the settings', () => {
  it('sets up 2FA with a code, shows the backup codes once, then both sign in, then disables it', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/`);
    try {
      const account = await signUp(page);
      await gotoSettings(page);
      await byRole(page, 'button', 'Enable 2FA').wait();

      // Create mode: the QR code and its link, then Continue.
      await clickByRole(page, 'button', 'Enable 2FA');
      await byRole(page, 'dialog', 'Set Up Two-Factor Authentication').wait();
      await byRole(
        page,
        'image',
        'QR code of the link that adds Vitae to your authenticator app',
      ).wait();
      const link = await shownLink(page);
      expect(link).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      await expectAccessible(page, 'the two-factor dialog (create)');
      await clickByRole(page, 'button', 'Continue');

      // Update mode: the rule of docs/product.md#account-fields first, then Back keeps the same secret.
      await byRole(page, 'dialog', 'Verify Your Code').wait();
      await fillByLabel(page, 'Code', '123');
      await clickByRole(page, 'button', 'Enable');
      await waitForText(page, 'Code must be exactly 6 digits long.');
      await clickByRole(page, 'button', 'Back');
      await byRole(page, 'dialog', 'Set Up Two-Factor Authentication').wait();
      expect(await shownLink(page)).toBe(link);
      await clickByRole(page, 'button', 'Continue');

      // A wrong code is refused by the server, and the field is emptied.
      const codes = totpSequence(link);
      const wrong = String((Number(totp(link)) + 500_000) % 1_000_000).padStart(6, '0');
      await fillByLabel(page, 'Code', wrong);
      await clickByRole(page, 'button', 'Enable');
      await waitForText(page, 'The code you entered is invalid. Please try again.');
      await page.waitForFunction(
        () =>
          (document.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement)
            .value === '',
      );
      await expectAccessible(page, 'the two-factor dialog (update)');

      await fillByLabel(page, 'Code', await codes.next());
      await clickByRole(page, 'button', 'Enable');

      // Duplicate mode: the 10 backup codes, once.
      await byRole(page, 'dialog', 'Your Backup Codes').wait();
      const backupCodes = await byRole(page, 'list', 'Backup codes')
        .map((list) => Array.from(list.querySelectorAll('li'), (item) => item.textContent ?? ''))
        .wait();
      expect(backupCodes).toHaveLength(10);
      for (const code of backupCodes) {
        expect(code).toMatch(/^[a-z0-9]{10}$/);
      }
      await byRole(page, 'button', 'Copy').wait();
      await byRole(page, 'button', 'Download').wait();
      await expectAccessible(page, 'the two-factor dialog (backup codes)');
      await clickByRole(page, 'button', 'Close');
      await byRole(page, 'button', 'Disable 2FA').wait();
      await waitForText(page, 'Enabled');

      // Log out; the password alone is no longer enough.
      await apiCall(page, '/auth/logout');
      await loginInBrowser(page, account);
      await waitForUrl(page, '/auth/verify-otp');
      await fillByLabel(page, 'Authentication code', await codes.next());
      await clickByRole(page, 'button', 'Verify');
      await waitForUrl(page, /^\/dashboard/);

      // A backup code signs in too, once.
      await apiCall(page, '/auth/logout');
      await loginInBrowser(page, account);
      await waitForUrl(page, '/auth/verify-otp');
      await clickByRole(page, 'link', 'Use a backup code');
      await waitForUrl(page, '/auth/backup-otp');
      await fillByLabel(page, 'Backup code', backupCodes[0]!);
      await clickByRole(page, 'button', 'Verify');
      await waitForUrl(page, /^\/dashboard/);

      // Delete mode asks for the password and a code: a wrong one of either is refused with
      // its message and two-factor stays on; with both right it disables, toasts the
      // server's message and refreshes the user.
      await gotoSettings(page);
      await clickByRole(page, 'button', 'Disable 2FA');
      await byRole(page, 'dialog', 'Disable Two-Factor Authentication').wait();
      await expectAccessible(page, 'the two-factor dialog (delete)');
      const codeField = 'A code from your authenticator app, or a backup code';
      await clickByRole(page, 'button', 'Disable');
      await waitForText(page, 'Enter your current password.');
      await fillByLabel(page, 'Current Password', 'not my password');
      await fillByLabel(page, codeField, backupCodes[1]!);
      await clickByRole(page, 'button', 'Disable');
      await waitForText(page, 'No user exists with the credentials provided.');
      await fillByLabel(page, 'Current Password', account.password);
      await fillByLabel(page, codeField, '000000');
      await clickByRole(page, 'button', 'Disable');
      await waitForText(page, 'The code you entered is invalid. Please try again.');
      expect(await page.evaluate(async () => (await fetch('/api/user/me')).json())).toMatchObject({
        twoFactorEnabled: true,
      });
      await fillByLabel(page, codeField, backupCodes[1]!);
      await clickByRole(page, 'button', 'Disable');
      await byRole(page, 'button', 'Enable 2FA').wait();
      await waitForText(page, 'Disabled');
      const me = await page.evaluate(async () => (await fetch('/api/user/me')).json());
      expect(me).toMatchObject({ twoFactorEnabled: false });

      await apiCall(page, '/auth/logout');
      const login = await apiCall(page, '/auth/login', {
        identifier: account.username,
        password: account.password,
      });
      expect(login.body).toMatchObject({ status: 'authenticated' });
    } finally {
      await closePage(page);
    }
  });

  it('takes screenshots of the dialog in its four modes', async () => {
    const context = await suite.browser.createBrowserContext();
    /** Each picture is of a new person, so every variant starts from two-factor off. */
    const freshPerson = async (page: Page) => {
      await signUp(page);
      await gotoSettings(page);
    };
    const toCreate = async (page: Page) => {
      await freshPerson(page);
      await clickByRole(page, 'button', 'Enable 2FA');
      await byRole(
        page,
        'image',
        'QR code of the link that adds Vitae to your authenticator app',
      ).wait();
    };
    try {
      await captureScreen(suite.browser, `${suite.app.url}/`, 'settings-two-factor-create', {
        context,
        prepare: toCreate,
      });
      await captureScreen(suite.browser, `${suite.app.url}/`, 'settings-two-factor-update', {
        context,
        prepare: async (page) => {
          await toCreate(page);
          await clickByRole(page, 'button', 'Continue');
          await fillByLabel(page, 'Code', '12345');
        },
      });
      await captureScreen(suite.browser, `${suite.app.url}/`, 'settings-two-factor-duplicate', {
        context,
        prepare: async (page) => {
          await toCreate(page);
          const link = await shownLink(page);
          await clickByRole(page, 'button', 'Continue');
          await fillByLabel(page, 'Code', totp(link));
          await clickByRole(page, 'button', 'Enable');
          await byRole(page, 'list', 'Backup codes').wait();
        },
      });
      await captureScreen(suite.browser, `${suite.app.url}/`, 'settings-two-factor-delete', {
        context,
        prepare: async (page) => {
          await signUp(page);
          const { body } = await apiCall(page, '/auth/2fa/setup');
          await apiCall(page, '/auth/2fa/enable', { code: totp(body.message as string) });
          await gotoSettings(page);
          await clickByRole(page, 'button', 'Disable 2FA');
          await byRole(page, 'dialog', 'Disable Two-Factor Authentication').wait();
        },
      });
    } finally {
      await context.close();
    }
  });
});
