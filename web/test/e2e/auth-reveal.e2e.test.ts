// SPEC §2: holding Ctrl reveals password fields while it is held.
import { type Browser } from 'puppeteer-core';

import { fieldType } from './auth-helpers';
import {
  closePage,
  fillByLabel,
  launchBrowser,
  openPage,
  type RunningApp,
  startApp,
} from './harness';

jest.setTimeout(120_000);

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('reveals the password while Ctrl is held, and hides it when Ctrl is let go', async () => {
  const page = await openPage(browser, `${app.url}/auth/login`);
  try {
    await fillByLabel(page, 'Password', 'secret words');
    expect(await fieldType(page, 'Password')).toBe('password');
    await page.keyboard.down('Control');
    // Polled by time: a page in the background gets no animation frames, which
    // waitForFunction polls by default.
    await page.waitForFunction(
      () => document.querySelector('input[type="text"][autocomplete="current-password"]'),
      { polling: 100 },
    );
    expect(await fieldType(page, 'Password')).toBe('text');
    await page.keyboard.up('Control');
    await page.waitForFunction(() => document.querySelector('input[type="password"]'), {
      polling: 100,
    });
    expect(await fieldType(page, 'Password')).toBe('password');
  } finally {
    await closePage(page);
  }
});
