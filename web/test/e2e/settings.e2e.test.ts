import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  originPage,
  pageErrors,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests({ mail: true });

const signUp = (page: Page) => signUpThroughApi(page);

/** What the server has for the signed-in person now. */
function me(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => (await fetch('/api/user/me')).json());
}

/** A new person on the settings page. */
async function openSettings(
  options: { width?: number } = {},
): Promise<{ page: Page; account: Account }> {
  const page = await openPage(suite.browser, originPage(suite.app.url), options);
  const account = await signUp(page);
  await page.goto(`${suite.app.url}/dashboard/settings`);
  await byRole(page, 'heading', 'Settings').wait();
  await byLabel(page, 'Name').wait();
  return { page, account };
}

/** POST /api/auth/login from the test, as another browser would. */
async function login(identifier: string, password: string) {
  const response = await fetch(`${suite.app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function fieldValue(page: Page, label: string): Promise<string> {
  return byLabel(page, label)
    .map((element) => (element as HTMLInputElement).value)
    .wait();
}

async function isDisabled(page: Page, role: string, name: string): Promise<boolean> {
  const handle = await page.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`);
  const disabled = await handle!.evaluate((element) => (element as HTMLButtonElement).disabled);
  await handle!.dispose();
  return disabled;
}

/** The email field (its accessible name carries the Verified or Unverified badge). */
const emailField = 'input[name="email"]';

function emailValue(page: Page): Promise<string> {
  return page.$eval(emailField, (element) => (element as HTMLInputElement).value);
}

/** Picks a theme by clicking its card (the radio inside is visually hidden, as on any card picker). */
async function pickTheme(page: Page, name: string): Promise<void> {
  await page.locator(`[role="radiogroup"] ::-p-text(${name})`).click();
}

describe('the settings page', () => {
  it('has the five sections, a title, and no serious accessibility violation', async () => {
    const { page } = await openSettings();
    try {
      for (const section of [
        'Account',
        'Security',
        'Profile',
        'OpenAI Integration',
        'Danger Zone',
      ]) {
        await byRole(page, 'heading', section).wait();
      }
      expect(await page.title()).toBe('Settings - Vitae');
      await expectAccessible(page, 'the settings page');
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await expectAccessible(page, 'the settings page in dark mode');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('saves account changes only when something changed, and Discard puts back what was saved', async () => {
    const { page, account } = await openSettings();
    try {
      expect(await isDisabled(page, 'button', 'Save Changes')).toBe(true);
      expect(await isDisabled(page, 'button', 'Discard')).toBe(true);

      await fillByLabel(page, 'Name', 'Augusta Ada King');
      expect(await isDisabled(page, 'button', 'Save Changes')).toBe(false);
      await clickByRole(page, 'button', 'Discard');
      expect(await fieldValue(page, 'Name')).toBe(account.name);
      expect(await isDisabled(page, 'button', 'Save Changes')).toBe(true);

      await fillByLabel(page, 'Name', 'Augusta Ada King');
      await fillByLabel(page, 'Username', `${account.username}.k`);
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(page, 'Your account has been updated.');
      expect(await me(page)).toMatchObject({
        name: 'Augusta Ada King',
        username: `${account.username}.k`,
        email: account.email,
      });

      await page.reload();
      expect(await fieldValue(page, 'Name')).toBe('Augusta Ada King');
      expect(await isDisabled(page, 'button', 'Save Changes')).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it('checks the rules at the fields and keeps what was typed when the server refuses', async () => {
    const taken = newAccount();
    await fetch(`${suite.app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...taken, locale: 'en-US' }),
    });
    const { page, account } = await openSettings();
    try {
      await fillByLabel(page, 'Username', 'Ada Lovelace');
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(
        page,
        'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
      );
      expect(await me(page)).toMatchObject({ username: account.username });

      await fillByLabel(page, 'Username', taken.username);
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(page, 'Oops, the server returned an error.');
      await waitForText(page, 'A user with this email and/or username already exists.');
      expect(await fieldValue(page, 'Username')).toBe(taken.username);
      expect(await me(page)).toMatchObject({ username: account.username });
    } finally {
      await closePage(page);
    }
  });

  it('shows Unverified with a resend link that mails a new link, then Verified', async () => {
    const { page, account } = await openSettings();
    try {
      await suite.app.mailbox.next({ to: account.email });
      await waitForText(page, 'Unverified');
      await clickByRole(page, 'button', 'Resend verification email');
      const mail = await suite.app.mailbox.next({ to: account.email });
      const link = mail.links.find((href) => href.includes('/auth/verify-email?token='));
      expect(link).toBeDefined();
      const verified = await page.evaluate(
        async (token) =>
          (await fetch(`/api/auth/verify-email?token=${token}`, { method: 'POST' })).status,
        new URL(link!).searchParams.get('token')!,
      );
      expect(verified).toBe(200);
      await page.reload();
      await waitForText(page, 'Verified');
      expect(await page.evaluate(() => document.body.innerText.includes('Unverified'))).toBe(false);
      expect(
        await page.$('::-p-aria([name="Resend verification email"][role="button"])'),
      ).toBeNull();
    } finally {
      await closePage(page);
    }
  });

  it('uploads a picture from the avatar, then clears it with a second click', async () => {
    const picture = join(tmpdir(), `vitae-settings-avatar-${process.pid}.png`);
    writeFileSync(
      picture,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const { page } = await openSettings();
    try {
      const [chooser] = await Promise.all([
        page.waitForFileChooser(),
        clickByRole(page, 'button', 'Upload a picture'),
      ]);
      await chooser.accept([picture]);
      // The chosen picture is framed (square) before it is sent (docs/web.md#pictures).
      await clickByRole(page, 'button', 'Use this picture');
      await waitForText(page, 'Your picture has been updated.');
      await byRole(page, 'button', 'Remove your picture').wait();
      const stored = (await me(page)).picture as string;
      expect(stored).toMatch(/^https?:\/\/.+/);
      expect(await fieldValue(page, 'Picture')).toBe(stored);
      const image = await page.evaluate(
        async (url) => (await fetch(url)).headers.get('content-type'),
        stored,
      );
      // Its one pixel is half transparent, so it stays transparent: WebP, which Chromium encodes.
      expect(image).toBe('image/webp');

      await clickByRole(page, 'button', 'Remove your picture');
      await waitForText(page, 'Your picture has been removed.');
      await byRole(page, 'button', 'Upload a picture').wait();
      expect((await me(page)).picture).toBeNull();
      expect(await fieldValue(page, 'Picture')).toBe('');
    } finally {
      await closePage(page);
    }
  });

  it('changes the password after the confirmation matches and with the current password (a wrong one shows its message), and the new one signs in', async () => {
    const { page, account } = await openSettings();
    try {
      await fillByLabel(page, 'New Password', 'difference engine');
      await fillByLabel(page, 'Confirm New Password', 'difference engine');
      await clickByRole(page, 'button', 'Change Password');
      await waitForText(page, 'Enter your current password.');
      await fillByLabel(page, 'Current Password', 'not my password');
      await clickByRole(page, 'button', 'Change Password');
      await waitForText(page, 'No user exists with the credentials provided.');
      expect((await login(account.username, 'difference engine')).status).not.toBe(200);

      await fillByLabel(page, 'Current Password', account.password);
      await fillByLabel(page, 'Confirm New Password', 'difference engines');
      await clickByRole(page, 'button', 'Change Password');
      await waitForText(page, 'The passwords you entered do not match.');
      expect((await login(account.username, 'difference engine')).status).not.toBe(200);

      await fillByLabel(page, 'Confirm New Password', 'difference engine');
      await clickByRole(page, 'button', 'Change Password');
      await waitForText(page, 'Your password has been changed.');
      expect(await fieldValue(page, 'Current Password')).toBe('');
      expect(await fieldValue(page, 'New Password')).toBe('');

      const withNew = await login(account.username, 'difference engine');
      expect(withNew.status).toBe(200);
      expect(withNew.body).toMatchObject({ status: 'authenticated' });
      expect((await login(account.username, account.password)).body).toMatchObject({
        code: 'InvalidCredentials',
      });
    } finally {
      await closePage(page);
    }
  });

  it('changes the email with the current password by a link mailed to the new address: the address shown stays until the link is opened, and the confirm page says when a link is used', async () => {
    const { page, account } = await openSettings();
    try {
      const address = `new.${account.email}`;
      await page.locator(emailField).fill(address);
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(page, 'Enter your current password.');
      await fillByLabel(page, 'Current Password', 'not my password');
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(page, 'No user exists with the credentials provided.');

      const mailed = suite.app.mailbox.next({ to: address });
      await fillByLabel(page, 'Current Password', account.password);
      await clickByRole(page, 'button', 'Save Changes');
      await waitForText(page, 'We sent a link to your new address to verify it.');
      expect(await emailValue(page)).toBe(account.email);
      expect(await me(page)).toMatchObject({ email: account.email });
      const link = (await mailed).links.find((href) => href.includes('/auth/confirm-email?token='));
      expect(link).toBeDefined();
      const opened = new URL(link!);

      await page.goto(`${suite.app.url}${opened.pathname}${opened.search}`);
      await waitForText(page, 'Your new email address is confirmed.');
      expect(await me(page)).toMatchObject({ email: address, emailVerified: true });
      await page.goto(`${suite.app.url}/dashboard/settings`);
      await byLabel(page, 'Name').wait();
      expect(await emailValue(page)).toBe(address);
      await waitForText(page, 'Verified');

      await page.goto(`${suite.app.url}${opened.pathname}${opened.search}`);
      await waitForText(page, 'This link has expired or was already used.');
      await expectAccessible(page, 'the confirm-email page (used link)');
    } finally {
      await closePage(page);
    }
  });

  it('switches the theme (system by default) and keeps it after a reload', async () => {
    const { page } = await openSettings();
    const darkClass = () =>
      page.evaluate(() => document.documentElement.classList.contains('dark'));
    try {
      const checked = () =>
        page.evaluate(
          () =>
            (document.querySelector('input[type="radio"]:checked') as HTMLInputElement | null)
              ?.value,
        );
      expect(await checked()).toBe('system');
      expect(await darkClass()).toBe(false);

      await pickTheme(page, 'Dark');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await page.reload();
      await byLabel(page, 'Name').wait();
      expect(await darkClass()).toBe(true);
      expect(await checked()).toBe('dark');

      await pickTheme(page, 'Light');
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
      expect(await page.evaluate(() => localStorage.getItem('vitae-theme'))).toBe('light');
    } finally {
      await closePage(page);
    }
  });

  it('changes the locale: stored in this browser and on the profile, then the page reloads', async () => {
    const { page } = await openSettings();
    try {
      // The list is searched by the language's English name; Enter takes the first match.
      await fillByLabel(page, 'Language', 'German');
      await waitForText(page, 'Deutsch');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
      expect(await page.evaluate(() => localStorage.getItem('vitae-locale'))).toBe('de-DE');
      expect(await me(page)).toMatchObject({ locale: 'de-DE' });
      await page.waitForFunction(() =>
        (
          document.querySelector('input[name="locale"]') as HTMLInputElement | null
        )?.value.startsWith('Deutsch'),
      );
    } finally {
      await closePage(page);
    }
  });

  it('keeps the OpenAI key only in this browser, after checking it', async () => {
    const { page } = await openSettings();
    const sent: string[] = [];
    page.on('request', (request) => {
      sent.push(
        `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`,
      );
    });
    try {
      expect(await fieldValue(page, 'OpenAI/Ollama API Key')).toBe('');
      await fillByLabel(page, 'OpenAI/Ollama API Key', 'not-a-key');
      await clickByRole(page, 'button', 'Save Locally');
      await waitForText(page, "That doesn't look like a valid OpenAI API key.");
      expect(await page.evaluate(() => localStorage.getItem('vitae-openai'))).toBeNull();

      await fillByLabel(page, 'OpenAI/Ollama API Key', 'sk-abc123DEF456');
      await fillByLabel(page, 'Base URL (optional)', 'localhost:11434');
      await fillByLabel(page, 'Model (optional)', 'llama3.1');
      await clickByRole(page, 'button', 'Save Locally');
      await waitForText(page, 'URL must start with https://');
      await fillByLabel(page, 'Base URL (optional)', 'http://localhost:11434/v1');
      await clickByRole(page, 'button', 'Save Locally');
      await waitForText(page, 'Your OpenAI settings have been saved in this browser.');
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('vitae-openai')))!),
      ).toEqual({
        apiKey: 'sk-abc123DEF456',
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.1',
      });

      await page.reload();
      expect(await fieldValue(page, 'OpenAI/Ollama API Key')).toBe('sk-abc123DEF456');
      expect(await fieldValue(page, 'Model (optional)')).toBe('llama3.1');
      expect(sent.filter((line) => line.includes('sk-abc123DEF456'))).toEqual([]);

      await clickByRole(page, 'button', 'Forget');
      await waitForText(page, 'Your OpenAI settings have been removed from this browser.');
      expect(await page.evaluate(() => localStorage.getItem('vitae-openai'))).toBeNull();
      expect(await fieldValue(page, 'OpenAI/Ollama API Key')).toBe('');
    } finally {
      await closePage(page);
    }
  });

  it('deletes the account in two steps, typing delete, then signs out to / and the login fails', async () => {
    const { page, account } = await openSettings();
    try {
      await clickByRole(page, 'button', 'Delete Account');
      await byRole(page, 'button', 'Are you sure?').wait();
      await fillByLabel(page, 'To confirm, type the word delete', 'delet');
      await clickByRole(page, 'button', 'Are you sure?');
      await waitForText(page, 'Type the word delete to confirm.');
      expect((await login(account.username, account.password)).status).toBe(200);

      await fillByLabel(page, 'To confirm, type the word delete', 'delete');
      await clickByRole(page, 'button', 'Are you sure?');
      await waitForUrl(page, '/');
      await waitForText(page, 'Your account and all your data have been deleted.');
      expect((await login(account.username, account.password)).body).toMatchObject({
        code: 'InvalidCredentials',
      });
      const status = await page.evaluate(async () => (await fetch('/api/user/me')).status);
      expect(status).toBe(401);
    } finally {
      await closePage(page);
    }
  });

  it('takes its screenshots', async () => {
    const context = await suite.browser.createBrowserContext();
    try {
      const page = await openPage(context, originPage(suite.app.url));
      await signUp(page);
      await closePage(page);
      await captureScreen(suite.browser, `${suite.app.url}/dashboard/settings`, 'settings', {
        context,
        prepare: async (shot) => {
          await byLabel(shot, 'Name').wait();
        },
      });
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/settings`,
        'settings-email-change',
        {
          context,
          prepare: async (shot) => {
            await byLabel(shot, 'Name').wait();
            await shot.locator(emailField).fill('ada.new@example.org');
            await byLabel(shot, 'Current Password').wait();
            await shot.evaluate(() => document.getElementById('account')?.scrollIntoView());
          },
        },
      );
      await captureScreen(
        suite.browser,
        `${suite.app.url}/auth/confirm-email?token=used-or-expired`,
        'auth-confirm-email',
        {
          context,
          prepare: async (shot) => {
            await waitForText(shot, 'This link has expired or was already used.');
          },
        },
      );
    } finally {
      await context.close();
    }
  });
});
