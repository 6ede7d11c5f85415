import { type Page } from 'puppeteer-core';

import { type Account, signUpThroughApi } from './auth-helpers';
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
  waitForText,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

/** A new person on the settings page, with the clipboard allowed. */
async function openSettings(): Promise<{ page: Page; account: Account }> {
  const page = await openPage(suite.browser, originPage(suite.app.url));
  await page
    .browserContext()
    .overridePermissions(suite.app.url, [
      'clipboard-read',
      'clipboard-write',
      'clipboard-sanitized-write',
    ]);
  const account = await signUpThroughApi(page);
  await page.goto(`${suite.app.url}/dashboard/settings`);
  await byRole(page, 'heading', 'API Keys').wait();
  return { page, account };
}

/** One call with the key, as a script would make it. */
async function callWith(key: string, path: string): Promise<number> {
  const response = await fetch(`${suite.app.url}${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('Settings → API Keys (docs/api.md)', () => {
  it('makes a key with the password, shows it once with a copy button, lists it and revokes it', async () => {
    const { page, account } = await openSettings();
    try {
      await waitForText(page, 'You have no API keys yet.');
      await fillByLabel(page, 'Key Name', 'Nightly backup');
      await page.locator('#api-keys ::-p-text(Create, change and delete resumes)').click();
      await page.select('#api-keys select', '7');
      // The password is asked for once a key is being made.
      await page.locator('#api-keys input[type="password"]').fill('not my password');
      await clickByRole(page, 'button', 'Create Key');
      await waitForText(page, 'No user exists with the credentials provided.');

      await page.locator('#api-keys input[type="password"]').fill(account.password);
      await clickByRole(page, 'button', 'Create Key');
      await waitForText(page, 'Copy your new key now. You will not be able to see it again.');
      const secret = await page
        .locator('[data-testid="api-key-secret"]')
        .map((element) => element.textContent ?? '')
        .wait();
      expect(secret).toMatch(/^vitae_[A-Za-z0-9_-]{43}$/);
      // The clipboard takes writes from the focused page only.
      await page.bringToFront();
      await clickByRole(page, 'button', 'Copy');
      await waitForText(page, 'The key has been copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await expectAccessible(page, 'API Keys with a new key');

      // The key acts as its owner with the chosen scopes.
      expect(await callWith(secret, '/api/user/me')).toBe(200);
      expect(await callWith(secret, '/api/resume')).toBe(200);
      expect(await callWith(secret, '/api/keys')).toBe(403);

      await clickByRole(page, 'button', 'Done');
      await page.reload();
      await byRole(page, 'heading', 'API Keys').wait();
      await waitForText(page, 'Nightly backup');
      expect(await page.content()).not.toContain(secret);
      await waitForText(page, 'Last used');

      await clickByRole(page, 'button', 'Revoke');
      await waitForText(page, 'Revoke this key? Programs using it stop working at once.');
      await clickByRole(page, 'button', 'Revoke');
      await waitForText(page, 'The key has been revoked.');
      await waitForText(page, 'Revoked');
      expect(await callWith(secret, '/api/resume')).toBe(401);

      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await expectAccessible(page, 'API Keys in dark mode');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('screenshots: the section with a new key and one in use', async () => {
    const context = await suite.browser.createBrowserContext();
    try {
      const page = await openPage(context, originPage(suite.app.url));
      const account = await signUpThroughApi(page);
      await page.evaluate(async (password) => {
        for (const [name, scopes] of [
          ['Nightly backup', ['read']],
          ['Portfolio site', ['read', 'print']],
        ] as const) {
          await fetch('/api/keys', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name, scopes, currentPassword: password }),
          });
        }
      }, account.password);
      await closePage(page);
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/settings`,
        'settings-api-keys',
        {
          context,
          prepare: async (shot) => {
            await waitForText(shot, 'Portfolio site');
          },
        },
      );
    } finally {
      await context.close();
    }
  });
});
