// The first resume (docs/product.md#resume-list and #panes): Create on the
// dashboard opens the builder at once, the new resume carries the account's
// name and email, and the empty resume says what to do first, in the left
// pane and above the preview, never inside the resume itself.
import { type Page } from 'puppeteer-core';

import { apiFromPage, fieldValue, newAccount, signUpThroughApi } from './auth-helpers';
import {
  appForTests,
  builderFrameText,
  byRole,
  clickByRole,
  closePage,
  fillByLabel,
  openPage,
  originPage,
  pageErrors,
  phoneWidth,
  waitForText,
  waitForUrl,
  waitUntilSaved,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

const leftPaneHint = 'Start with your name and headline, then add sections.';
const previewHint = 'So far this resume holds only your name and contacts.';

type StoredResume = { id: string; data: { basics: { name: string; email: string } } };

/** Signs a new account up from the page and opens the resumes page. */
async function signedIn(width?: number) {
  const page = await openPage(suite.browser, originPage(suite.app.url), { width });
  const account = await signUpThroughApi(page, newAccount('first'));
  await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
  // The first page of a file may meet a cold app on a busy machine.
  await byRole(page, 'heading', 'Resumes')
    .setTimeout(90_000)
    .wait()
    .catch(async (error: unknown) => {
      const body = await page.evaluate(() => document.body.innerText);
      throw new Error(`No resumes page at ${page.url()}: ${String(error)}\n${body}`);
    });
  return { page, account };
}

/** Creates a resume from the dashboard's dialog, as a person does. */
async function createFromDialog(page: Page, title: string): Promise<void> {
  await clickByRole(page, 'button', 'Create a new resume');
  await byRole(page, 'dialog', 'Create a new resume').wait();
  await fillByLabel(page, 'Title', title);
  await clickByRole(page, 'button', 'Create');
}

/** Waits until the page's text no longer holds `text`. */
async function waitForTextGone(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (gone) => !document.body.innerText.includes(gone),
    { polling: 100 },
    text,
  );
}

describe('the first resume', () => {
  it("opens the builder at once on a resume that carries the account's name and email, and says what to do first", async () => {
    const { page, account } = await signedIn();
    try {
      await createFromDialog(page, 'My first resume');
      await waitForUrl(page, /^\/builder\/[^/?]+$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;

      // The basics come from the account, in the fields and as stored.
      await waitForText(page, leftPaneHint);
      expect(await fieldValue(page, 'Full name')).toBe(account.name);
      expect(await fieldValue(page, 'Email')).toBe(account.email);
      const stored = await apiFromPage<StoredResume>(page, `/resume/${id}`);
      expect(stored.body.data.basics).toMatchObject({ name: account.name, email: account.email });

      // The preview's hint is the builder's, above the frame: the resume drawn there has only the person.
      await waitForText(page, previewHint);
      const drawn = await builderFrameText(page);
      expect(drawn).toContain(account.name);
      expect(drawn).not.toContain('Start with your name');
      expect(drawn).not.toContain('So far this resume');

      // A headline is a start: both hints go.
      await fillByLabel(page, 'Headline', 'Mathematician');
      await waitForTextGone(page, leftPaneHint);
      await waitForTextGone(page, previewHint);
      await waitUntilSaved(page);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('opens the builder on a phone too, the hint in the sections sheet', async () => {
    const { page, account } = await signedIn(phoneWidth);
    try {
      await createFromDialog(page, 'Pocket resume');
      await waitForUrl(page, /^\/builder\/[^/?]+$/);
      await waitForText(page, previewHint);
      await clickByRole(page, 'button', 'Sections');
      await waitForText(page, leftPaneHint);
      expect(await fieldValue(page, 'Full name')).toBe(account.name);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
