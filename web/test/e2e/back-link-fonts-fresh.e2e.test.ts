// The builder's left pane opens with a link back to the dashboard, first in
// its Tab order; a fresh resume's font variants are regular, italic and 600;
// the resume list stays fresh for 60 s, so going back to it from the builder
// asks the server nothing (docs/product.md#panes, #defaults-and-limits, #calls).

import { type HTTPRequest, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  clickByRole,
  closePage,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** The name of the element that has the keyboard focus (its aria-label, else its text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

interface Operations {
  /** The GraphQL operations the page has sent, by name, in order. */
  names: string[];
  /** Resolves once no GraphQL request has been in flight for `quietMs`. */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
}

/**
 * Records the GraphQL operations the page sends. Only the page's own GraphQL
 * requests count for quiet: fonts, pictures and the artboard's files may
 * still be loading on a busy machine without the list asking anything.
 */
function recordOperations(page: Page): Operations {
  const names: string[] = [];
  const inFlight = new Set<HTTPRequest>();
  let lastChange = Date.now();
  const isOperation = (request: HTTPRequest) =>
    request.url().endsWith('/graphql') && request.method() === 'POST';
  const settle = (request: HTTPRequest) => {
    if (inFlight.delete(request)) {
      lastChange = Date.now();
    }
  };
  page.on('request', (request: HTTPRequest) => {
    if (!isOperation(request)) {
      return;
    }
    inFlight.add(request);
    lastChange = Date.now();
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
      names.push(body.operationName ?? '');
    } catch {
      names.push('');
    }
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    names,
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      // A poll: the condition is a span of time with nothing in flight.
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`GraphQL requests still in flight after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe('back link, font variants and fresh queries', () => {
  it('starts the left pane with a link back to the dashboard, the first stop of Tab there', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await page.goto(`${suite.app.url}/builder/${id}`);
      await builderFrameText(page);
      const pane = await page.waitForSelector('aside[aria-label="Sections"]');
      // From the pane itself, the keyboard's first stop inside it is the link.
      await pane!.evaluate((element) => {
        (element as HTMLElement).tabIndex = -1;
        (element as HTMLElement).focus();
      });
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Back to the dashboard');
      expect(
        await page.evaluate(() => {
          const link = document.activeElement as HTMLAnchorElement;
          return {
            inPane: link.closest('aside[aria-label="Sections"]') !== null,
            path: new URL(link.href).pathname,
            visible: link.getBoundingClientRect().width > 0,
          };
        }),
      ).toEqual({ inPane: true, path: '/dashboard', visible: true });

      await page.keyboard.press('Enter');
      await waitForUrl(page, '/dashboard/resumes');
      await waitForText(page, 'Navy Engineer');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('gives a new blank resume the variants regular, italic and 600', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, {
      sample: false,
      title: 'Blank',
      slug: 'blank',
    });
    try {
      await page.goto(`${suite.app.url}/builder/${id}`);
      await byRole(page, 'heading', 'Typography').wait();
      await scrollToSection(page, 'typography');
      const checked = await page.waitForFunction(
        () => {
          // The Variants fieldset of the Typography tool.
          const fieldset = [...document.querySelectorAll('#section-typography fieldset')].find(
            (element) => element.querySelector('legend')?.textContent?.trim() === 'Variants',
          );
          const names = [...(fieldset?.querySelectorAll('input[type="checkbox"]') ?? [])]
            .filter((input) => (input as HTMLInputElement).checked)
            .map((input) => input.closest('label')?.textContent?.trim() ?? '');
          return names.length > 0 ? names : null;
        },
        { polling: 100, timeout: 30_000 },
      );
      expect(await checked.jsonValue()).toEqual(['Regular', 'Italic', '600']);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('asks nothing for the resume list on going back to it from the builder within 60 s', async () => {
    const { page } = await personWithResume(suite.browser, suite.app);
    const operations = recordOperations(page);
    try {
      await page.goto(`${suite.app.url}/dashboard/resumes`);
      await waitForText(page, 'Navy Engineer');
      expect(operations.names.filter((name) => name === 'Resumes')).toHaveLength(1);

      // Into the builder by the resume's link, and back by the top bar's: no reload between.
      await clickByRole(page, 'link', 'Navy Engineer');
      await builderFrameText(page);
      await clickByRole(page, 'link', 'Back to your resumes');
      await waitForUrl(page, '/dashboard/resumes');
      await waitForText(page, 'Navy Engineer');
      // A request the list's page sends on showing is out before the network falls quiet.
      await operations.quiet(500, 30_000);
      expect(operations.names.filter((name) => name === 'Resumes')).toHaveLength(1);
      expect(operations.names).toContain('BuilderResume');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
