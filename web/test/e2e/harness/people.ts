import { type Browser, type Page } from 'puppeteer-core';

import { type RunningApp } from './app';
import { openPage, originPage } from './browser';

let people = 0;

export type PersonWithResume = { page: Page; id: string; username: string };

export type PersonOptions = {
  /** The viewport width (default desktop). */
  width?: number;
  /** Start from the sample resume (default) or an empty one. */
  sample?: boolean;
  title?: string;
  slug?: string;
};

/**
 * A new person signed up through the API from the page, with one resume (the
 * sample by default), the browser left as the sign-up screen leaves it. The
 * page is open at {@link originPage}; go to `/builder/{id}` or any other
 * screen from there.
 */
export async function personWithResume(
  browser: Browser,
  app: RunningApp,
  { width, sample = true, title = 'Navy Engineer', slug = 'navy' }: PersonOptions = {},
): Promise<PersonWithResume> {
  const page = await openPage(browser, originPage(app.url), { width });
  people += 1;
  const tag = `${Date.now().toString(36)}${people}${process.pid.toString(36)}`;
  const username = `grace${tag}`;
  const id = await page.evaluate(
    async (input) => {
      const headers = { 'content-type': 'application/json' };
      const registered = await fetch('/api/auth/register', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Grace Brewster Hopper',
          username: input.username,
          email: `${input.username}@example.org`,
          password: 'correct horse battery',
        }),
      });
      if (registered.status !== 201) {
        throw new Error(`register answered ${registered.status}`);
      }
      const created = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: 'mutation ($input: CreateResumeInput!) { createResume(input: $input) { id } }',
          variables: { input: { title: input.title, slug: input.slug, sample: input.sample } },
        }),
      });
      const answer = (await created.json()) as {
        data?: { createResume: { id: string } };
        errors?: unknown;
      };
      if (!answer.data) {
        throw new Error(`createResume answered ${JSON.stringify(answer.errors)}`);
      }
      // What the sign-up screen leaves in this browser: a session exists (SessionProvider).
      localStorage.setItem('vitae-session', '1');
      return answer.data.createResume.id;
    },
    { username, title, slug, sample },
  );
  return { page, id, username };
}

/** The text the builder's artboard frame draws, once it has drawn the name. */
export async function builderFrameText(page: Page): Promise<string> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  const frame = await frameElement!.contentFrame();
  await frame.waitForSelector('.artboard', { timeout: 60_000 });
  return frame.$eval('.artboard', (element) => element.textContent ?? '');
}

/** Waits until the builder's save status says everything on screen is stored. */
export async function waitUntilSaved(page: Page, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
    // Polled by time: a page in the background gets no animation frames.
    { polling: 100, timeout: timeoutMs },
  );
}

/** Locks the resume through the API, as the dashboard's lock dialog does. */
export async function lockResume(page: Page, id: string): Promise<void> {
  const status = await page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}/lock`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ set: true }),
    });
    return response.status;
  }, id);
  if (status !== 200) {
    throw new Error(`locking the resume answered ${status}`);
  }
}

/**
 * A GraphQL call from the page, with its cookies, as a script would make it;
 * an answer with errors throws them.
 */
export async function graphql<T>(page: Page, query: string, variables: unknown): Promise<T> {
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return (await response.json()) as { data?: unknown; errors?: unknown };
  }, JSON.stringify({ query, variables }));
  if (!answer.data || answer.errors) {
    throw new Error(`GraphQL answered ${JSON.stringify(answer.errors)}`);
  }
  return answer.data as T;
}
