// Three things a job seeker trips over (docs/product.md#resume-fields,
// #item-fields and #defaults-and-limits): a website typed without https://
// gets it, in the field, the stored resume and the artboard; a name with an
// emoji gives whole-character initials in the app shell and in Settings; and a
// keyword typed again in another case is kept once.
import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  closePage,
  fillByLabel,
  personWithResume,
  waitUntilSaved,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

async function artboard(page: Page): Promise<Frame> {
  await builderFrameText(page);
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await frameElement!.contentFrame())!;
}

async function openBuilder(page: Page, id: string): Promise<Frame> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  return artboard(page);
}

/** The value of the field labelled `label`, once it is `expected` (or what it is after 10 s). */
async function fieldValue(page: Page, label: string, expected: string): Promise<string> {
  const field = await byLabel(page, label).waitHandle();
  const deadline = Date.now() + 10_000;
  let value: string;
  do {
    value = await field.evaluate((element) => (element as HTMLInputElement).value);
    if (value === expected) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  await field.dispose();
  return value;
}

/** The resume document as the server keeps it. */
function storedData(page: Page, id: string): Promise<ResumeDocument> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($id: ID!) { resume(id: $id) { data } }',
        variables: { id: resumeId },
      }),
    });
    const answer = (await response.json()) as { data: { resume: { data: ResumeDocument } } };
    return answer.data.resume.data;
  }, id);
}

type ResumeDocument = {
  basics: { url: { href: string } };
  sections: { skills: { items: { name: string; keywords: string[] }[] } };
};

/** Renames the signed-in person through the API, as the Settings form does. */
async function rename(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(async (newName) => {
    const response = await fetch('/api/user/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: newName }),
    });
    return response.status;
  }, name);
  expect(status).toBe(200);
}

describe('links, initials and keywords', () => {
  it('gives a website typed as example.com https://, shows it in the field, stores it and draws it', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    try {
      const frame = await openBuilder(page, id);
      await fillByLabel(page, 'Website', 'example.com');
      await page.keyboard.press('Tab');
      expect(await fieldValue(page, 'Website', 'https://example.com')).toBe('https://example.com');
      await frame.waitForSelector('.artboard a[href="https://example.com"]', { timeout: 30_000 });
      await waitUntilSaved(page);
      expect((await storedData(page, id)).basics.url.href).toBe('https://example.com');
      expect(await page.evaluate(() => document.body.innerText)).not.toContain(
        'URL must start with https://',
      );
    } finally {
      await closePage(page);
    }
  });

  it('shows whole-character initials of a name with an emoji, in the app shell and in Settings', async () => {
    const { page } = await personWithResume(suite.browser, suite.app);
    try {
      await rename(page, 'Lin 🚀');
      await page.goto(`${suite.app.url}/dashboard/settings`);
      const picker = await page.waitForFunction(
        () => {
          const fallback = document.querySelector(
            'main [data-scope="avatar"][data-part="fallback"]',
          );
          return fallback?.textContent ? fallback.textContent : false;
        },
        { polling: 100, timeout: 30_000 },
      );
      expect(await picker.jsonValue()).toBe('L🚀');

      // The shell's avatar draws its letters from data-initials; a joined emoji stays whole.
      await rename(page, '👩‍💻 Lin');
      await page.goto(`${suite.app.url}/dashboard`);
      const shell = await page.waitForFunction(
        () => document.querySelector('[data-initials]')?.getAttribute('data-initials') || false,
        { polling: 100, timeout: 30_000 },
      );
      expect(await shell.jsonValue()).toBe('👩‍💻L');
    } finally {
      await closePage(page);
    }
  });

  it('keeps "Trail running" once when "trail running" is added after it', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    try {
      await openBuilder(page, id);
      await page
        .locator('[id="section-skills"] ::-p-aria([name="Add a new item"][role="button"])')
        .click();
      await byRole(page, 'dialog', 'Create a new item').wait();
      await fillByLabel(page, 'Name', 'Outdoors');
      await byLabel(page, 'Keywords').click();
      await page.keyboard.type('Trail running');
      await page.keyboard.press('Enter');
      await page.keyboard.type('trail running');
      await page.keyboard.press('Enter');
      await byRole(page, 'button', 'Remove Trail running').wait();
      expect(
        await page.$$eval('[role="dialog"] button[aria-label^="Remove "]', (tags) =>
          tags.map((tag) => tag.getAttribute('aria-label')),
        ),
      ).toEqual(['Remove Trail running']);
      await byRole(page, 'button', 'Create').click();
      await waitUntilSaved(page);
      const deadline = Date.now() + 30_000;
      let skills = (await storedData(page, id)).sections.skills.items;
      while (skills.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        skills = (await storedData(page, id)).sections.skills.items;
      }
      expect(skills.map((skill) => skill.keywords)).toEqual([['Trail running']]);
    } finally {
      await closePage(page);
    }
  });
});
