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

/** The GraphQL operations the page sends, by name, in order. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') {
      return;
    }
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
      operations.push(body.operationName ?? '');
    } catch {
      operations.push('');
    }
  });
  return operations;
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
      expect(operations.filter((name) => name === 'Resumes')).toHaveLength(1);

      // Into the builder by the resume's link, and back by the top bar's: no reload between.
      await clickByRole(page, 'link', 'Navy Engineer');
      await builderFrameText(page);
      await clickByRole(page, 'link', 'Back to your resumes');
      await waitForUrl(page, '/dashboard/resumes');
      await waitForText(page, 'Navy Engineer');
      // A request the list's page sends on showing is out before the network falls quiet.
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
      expect(operations.filter((name) => name === 'Resumes')).toHaveLength(1);
      expect(operations).toContain('BuilderResume');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
