import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  expectAccessible,
  openPage,
  originPage,
  pageErrors,
  waitForText,
  waitForUrl,
} from './harness';

// Import, the builder and its preview on a 2-core machine others share.
jest.setTimeout(360_000);

// A JSON Resume file as people write them (docs/import-export.md#levels and #dates): level words,
// ISO dates, one start date that is no date at all, a website without https:// and an email
// that is none.
const name = 'Kemal Aydın';
const jsonResume = {
  basics: { name, label: 'Backend Engineer', email: 'kemal at example', url: 'kemal.example.dev' },
  work: [
    { name: 'Lighthouse Labs', position: 'Engineer', startDate: '2021-03' },
    {
      name: 'Harbor Logistics',
      position: 'Intern',
      startDate: 'summer of 2019',
      endDate: '2020-01-15',
    },
  ],
  education: [
    { institution: 'Ege University', area: 'Computer Science', startDate: '2015', endDate: '2019' },
  ],
  skills: [
    { name: 'Go', level: 'Expert' },
    { name: 'PostgreSQL', level: 'intermediate' },
  ],
  languages: [
    { language: 'Turkish', fluency: 'Native' },
    { language: 'German', fluency: 'B1' },
  ],
};

const suite = appForTests();
let person: BrowserContext;
let scratch: string;
let file: string;

beforeAll(async () => {
  person = await suite.browser.createBrowserContext();
  const page = await openPage(person, originPage(suite.app.url));
  const username = `wording${Date.now().toString(36)}`;
  const status = await page.evaluate(
    async (account) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      return response.status;
    },
    {
      name: 'Selin Kaya',
      username,
      email: `${username}@example.org`,
      password: 'import all the things',
      locale: 'en-US',
    },
  );
  expect(status).toBe(201);
  // As import.e2e.test.ts: the app asks for the user only when this browser last had a session.
  await page.evaluate(() => localStorage.setItem('vitae-session', '1'));
  await page.close();
  scratch = mkdtempSync(join(tmpdir(), 'vitae-import-wording-'));
  file = join(scratch, 'kemal.resume.json');
  writeFileSync(file, JSON.stringify(jsonResume));
});

afterAll(() => {
  if (scratch) {
    rmSync(scratch, { recursive: true, force: true });
  }
});

/** Opens the import dialog from its tile, picks JSON Resume and the file, and validates it. */
async function validate(page: Page): Promise<void> {
  // A busy machine can take a while to draw the dashboard the first time: wait for the tile as a person would.
  await byRole(page, 'button', 'Import an existing resume').setTimeout(90_000).click();
  await byRole(page, 'dialog', 'Import an existing resume').wait();
  const select = await byLabel(page, 'File type').waitHandle();
  await select.select('json-resume-json');
  await select.dispose();
  // Chromium's accessibility query does not reach file inputs: the "File" label is followed.
  const field = (await page.waitForFunction(() => {
    const label = [...document.querySelectorAll('[role="dialog"] label')].find(
      (element) => element.textContent?.replace('*', '').trim() === 'File',
    ) as HTMLLabelElement | undefined;
    return label?.control ?? undefined;
  })) as ElementHandle<HTMLInputElement>;
  const [chooser] = await Promise.all([page.waitForFileChooser(), field.click()]);
  await chooser.accept([file]);
  await field.dispose();
  await clickByRole(page, 'button', 'Validate');
  await waitForText(page, 'The file is valid and ready to import.', { timeoutMs: 60_000 });
}

/** The artboard of the builder's preview. */
async function artboard(page: Page) {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  const frame = await frameElement!.contentFrame();
  await frame.waitForSelector('.artboard', { timeout: 60_000 });
  return frame;
}

it('imports a JSON Resume with its level words as levels, its dates in words and its warning worded for a person', async () => {
  const page = await openPage(person, `${suite.app.url}/dashboard/resumes`);
  try {
    await validate(page);
    await waitForText(page, '3 things were changed so that the file fits');
    const dialog = await page.$eval(
      '[role="dialog"]',
      (element) => (element as HTMLElement).innerText,
    );
    expect(dialog).toContain(
      'Experience 2, Start date: not a date we could read (kept as written)',
    );
    expect(dialog).toContain('Basics, Email: not an email address (left empty)');
    expect(dialog).toContain(
      'Basics, Website: no https:// at the start (read as https://kemal.example.dev)',
    );
    expect(dialog).not.toContain('work.1.startDate');
    expect(dialog).not.toContain('ISO8601');
    await expectAccessible(page, 'the import dialog with a worded warning');

    await clickByRole(page, 'button', 'Import');
    // Gone, backdrop and all: a closing dialog's backdrop takes a click meant for the page.
    await page.waitForFunction(
      () => !document.querySelector('[role="dialog"], [data-scope="dialog"][data-part="backdrop"]'),
      { timeout: 30_000 },
    );
    await byRole(page, 'link', name).setTimeout(60_000).click();
    // On a busy machine a click can still land while the list redraws; a person clicks again.
    const opened = await waitForUrl(page, /^\/builder\//, { timeoutMs: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      await byRole(page, 'link', name).setTimeout(60_000).click();
      await waitForUrl(page, /^\/builder\//, { timeoutMs: 60_000 });
    }

    // The builder's form: the skill's level slider stands at 5, its words kept as the description.
    await byRole(page, 'button', 'Edit Go, Expert').setTimeout(90_000).click();
    const slider = await page.waitForSelector('[role="dialog"] [role="slider"]');
    expect(await slider!.evaluate((element) => element.getAttribute('aria-valuenow'))).toBe('5');
    await slider!.dispose();
    await clickByRole(page, 'button', 'Cancel');

    // The preview draws each level and writes the ISO dates as month and year.
    const frame = await artboard(page);
    await frame.waitForFunction(
      () => (document.querySelector('.artboard')?.textContent ?? '').includes('March 2021'),
      { timeout: 30_000 },
    );
    const levels = await frame.$$eval(
      '[data-section="skills"] .item, [data-section="languages"] .item',
      (items) =>
        items.map((item) => [
          item.textContent?.match(/Go|PostgreSQL|Turkish|German/)?.[0],
          item.querySelector('[aria-label^="Level"]')?.getAttribute('aria-label'),
        ]),
    );
    expect(levels).toEqual([
      ['Go', 'Level 5 of 5'],
      ['PostgreSQL', 'Level 3 of 5'],
      ['Turkish', 'Level 5 of 5'],
      ['German', 'Level 2 of 5'],
    ]);
    const text = await frame.$eval('.artboard', (element) => element.textContent ?? '');
    expect(text).toContain('March 2021 - Present');
    expect(text).toContain('summer of 2019 - January 2020');
    expect(text).toContain('2015 - 2019');
    expect(text).not.toContain('2021-03');
    expect(pageErrors(page)).toEqual([]);
  } finally {
    await page.close();
  }
});

it('shows the import dialog with its worded warnings (docs/screenshots)', async () => {
  await captureScreen(
    suite.browser,
    `${suite.app.url}/dashboard/resumes`,
    'import-warnings-worded',
    {
      context: person,
      prepare: validate,
    },
  );
});
