import { type Page } from 'puppeteer-core';

import { byLabel, byRole } from './harness';

/** A name no other test of the run uses. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export type Account = { name: string; username: string; email: string; password: string };

/** An account no other test of the run uses: Ada Lovelace's unless `details` say otherwise. */
export function newAccount(
  prefix = 'ada',
  details: Partial<Pick<Account, 'name' | 'password'>> = {},
): Account {
  const username = unique(prefix);
  return {
    name: 'Ada Lovelace',
    username,
    email: `${username}@example.org`,
    password: 'analytical engine',
    ...details,
  };
}

/** Calls the app's /api from inside the page, with its cookies, as the app itself does. */
export async function apiFromPage<T = unknown>(
  page: Page,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (url, verb, payload) => {
      const response = await fetch(url, {
        method: verb,
        credentials: 'include',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
    `/api${path}`,
    method,
    body,
  );
}

/** Registers through the API from a page of the app: that browser context is then signed in. */
export async function registerThroughApi(page: Page, account: Account): Promise<void> {
  const { status, body } = await apiFromPage(page, '/auth/register', {
    method: 'POST',
    body: { ...account, locale: 'en-US' },
  });
  if (status !== 201) {
    throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  }
  await rememberSession(page);
}

/** Signs a new account up from a page of the app (that context is then signed in) and returns it. */
export async function signUpThroughApi(page: Page, account = newAccount()): Promise<Account> {
  await registerThroughApi(page, account);
  return account;
}

/**
 * Leaves the hint the app keeps when someone signs in through it (a guest's page
 * load asks the server nothing without it), for a session made through the API.
 */
export async function rememberSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('vitae-session', '1'));
}

/** The current value of the field labelled `label`. */
export async function fieldValue(page: Page, label: string): Promise<string> {
  const field = await byLabel(page, label).waitHandle();
  const value = await field.evaluate((element) => (element as HTMLInputElement).value);
  await field.dispose();
  return value;
}

/** The `type` of the field labelled `label` (password or text). */
export async function fieldType(page: Page, label: string): Promise<string> {
  const field = await byLabel(page, label).waitHandle();
  const type = await field.evaluate((element) => (element as HTMLInputElement).type);
  await field.dispose();
  return type;
}

/** Whether the page shows a control with this role and name right now. */
export async function isShown(page: Page, role: string, name: string): Promise<boolean> {
  const found = await page.$(`::-p-aria([name="${name}"][role="${role}"])`);
  const shown = found !== null;
  await found?.dispose();
  return shown;
}

/** Clicks the submit button with this name. */
export async function submit(page: Page, name: string): Promise<void> {
  await byRole(page, 'button', name).click();
}
