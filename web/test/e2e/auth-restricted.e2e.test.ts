import { fieldValue, isShown } from './auth-helpers';
import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  waitForText,
} from './harness';

jest.setTimeout(180_000);

// One app with signups and email sign-in turned off, and GitHub as the one provider.
const suite = appForTests({
  env: {
    SIGNUPS_DISABLED: 'true',
    EMAIL_AUTH_DISABLED: 'true',
    GITHUB_CLIENT_ID: 'vitae-test-client',
    GITHUB_CLIENT_SECRET: 'vitae-test-secret',
  },
});

describe('signups disabled by the administrator', () => {
  it('shows the signups-disabled banner over a disabled form', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/auth/register`);
    try {
      await waitForText(page, 'Signups are currently disabled by the administrator.');
      for (const label of ['Name', 'Username', 'Email', 'Password']) {
        const field = await byLabel(page, label).waitHandle();
        expect(await field.evaluate((element) => (element as HTMLInputElement).disabled)).toBe(
          true,
        );
        await field.dispose();
      }
      const button = await page.waitForSelector('button[type="submit"]');
      expect(await button!.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(
        true,
      );
      expect(await fieldValue(page, 'Name')).toBe('');
      // No provider buttons invite a sign-up either.
      expect(await isShown(page, 'link', 'GitHub')).toBe(false);
      await expectAccessible(page, 'the register page with signups disabled');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
    await captureScreen(suite.browser, `${suite.app.url}/auth/register`, 'auth-register-disabled', {
      prepare: (shown) =>
        waitForText(shown, 'Signups are currently disabled by the administrator.'),
    });
  });
});

describe('email sign-in not offered', () => {
  it('hides the login form and offers the providers', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/auth/login`);
    try {
      const github = await byRole(page, 'link', 'GitHub').waitHandle();
      expect(await github.evaluate((element) => element.getAttribute('href'))).toBe(
        '/api/auth/github',
      );
      await github.dispose();
      expect(await isShown(page, 'textbox', 'Email or username')).toBe(false);
      expect(await isShown(page, 'button', 'Sign in')).toBe(false);
      expect(await isShown(page, 'link', 'Forgot password?')).toBe(false);
      await expectAccessible(page, 'the login page without email sign-in');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
    await captureScreen(suite.browser, `${suite.app.url}/auth/login`, 'auth-login-providers', {
      prepare: (shown) =>
        byRole(shown, 'link', 'GitHub')
          .wait()
          .then(() => undefined),
    });
  });
});
